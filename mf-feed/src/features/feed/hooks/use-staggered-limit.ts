import { useEffect, useState } from 'react';
import { onFirstIntent, onIdle } from '@tidings/web-kit/when-page-settled';

/** How long a step may wait for an idle moment. */
const STEP_IDLE_TIMEOUT_MS = 500;

/**
 * A count that starts at 1 and grows by one per idle moment up to `full`, or to `full` at once on
 * the user's first tap or key; it never shrinks. The feed mounts its first card alone and the
 * cards around it one by one after, so the first card's paint waits for no other card's layout or
 * bookmark check.
 */
export function useStaggeredLimit(full: number): number {
  const [limit, setLimit] = useState(1);
  const growing = limit < full;
  useEffect(() => {
    if (!growing) return;
    const cancelIdle = onIdle(() => setLimit((current) => Math.min(full, current + 1)), STEP_IDLE_TIMEOUT_MS);
    const cancelIntent = onFirstIntent(() => setLimit(full));
    return () => {
      cancelIdle();
      cancelIntent();
    };
  }, [growing, limit, full]);
  return Math.min(limit, full);
}
