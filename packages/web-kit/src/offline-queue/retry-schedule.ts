// The durable queue's backoff (writes and events alike, durable-queue.ts): after a failed round
// the next one runs 2 s later, doubling to a minute; a success resets it, and "the connection is
// back" runs it at once.

export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 60_000;

export interface RetrySchedule {
  /** A round failed: count it, and schedule the next one unless `schedule` is false (a 401 waits for a sign-in). */
  failed(schedule?: boolean): void;
  succeeded(): void;
  /** Forget the backoff and any scheduled round (the caller runs one now). */
  reset(): void;
  dispose(): void;
}

export function createRetrySchedule(run: () => void): RetrySchedule {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    failed(schedule = true) {
      failures += 1;
      if (!schedule || timer !== undefined) return;
      const delay = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delay);
    },
    succeeded() {
      failures = 0;
    },
    reset() {
      cancel();
      failures = 0;
    },
    dispose: cancel,
  };
}
