import { useEffect, useState } from 'react';
import { onFirstIntent } from '@tidings/web-kit/when-page-settled';

/** How long a step may wait for an idle moment. */
const STEP_IDLE_TIMEOUT_MS = 500;

function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 16);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: STEP_IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}

/**
 * A count that starts at 1 and grows by one per idle moment up to `full`, or to `full` at once on
 * the user's first tap or key; it never shrinks. The feed mounts its first card alone and the
 * cards around it one by one after: mounting five full-screen cards in one go was the longest task
 * of the feed's first load on a slow phone, and it held back the first card's paint.
 */
export function useStaggeredLimit(full: number): number {
  const [limit, setLimit] = useState(1);
  const growing = limit < full;
  useEffect(() => {
    if (!growing) return;
    const cancelIdle = onIdle(() => setLimit((current) => Math.min(full, current + 1)));
    const cancelIntent = onFirstIntent(() => setLimit(full));
    return () => {
      cancelIdle();
      cancelIntent();
    };
  }, [growing, limit, full]);
  return Math.min(limit, full);
}
