import { useCallback, useEffect, useRef } from 'react';

/**
 * Closes a toast after `durationMs`. Hovering, focusing or swiping pauses the countdown and
 * resumes it with the time that was left, so a toast never vanishes under the reader's finger.
 */
export function useAutoDismiss(durationMs: number, onTimeout: () => void) {
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  const resume = useCallback(() => {
    if (timer.current !== undefined || !Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => callback.current(), remaining.current);
  }, []);

  const pause = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  useEffect(() => {
    resume();
    return pause;
  }, [resume, pause]);

  return { pause, resume };
}
