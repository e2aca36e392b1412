import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetrySchedule, RETRY_MAX_MS } from './retry-schedule';

describe('retry schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs again after 2 s, doubling per failure up to a minute, and starts over after a success', async () => {
    const run = vi.fn();
    const retries = createRetrySchedule(run);
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      retries.failed();
      const before = Date.now();
      await vi.advanceTimersToNextTimerAsync();
      waits.push(Date.now() - before);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, RETRY_MAX_MS, RETRY_MAX_MS]);
    retries.succeeded();
    retries.failed();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(8);
  });

  it('counts a failure without scheduling when asked (a 401 waits for a sign-in), and reset cancels', async () => {
    const run = vi.fn();
    const retries = createRetrySchedule(run);
    retries.failed(false);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(run).not.toHaveBeenCalled();
    retries.failed();
    retries.reset();
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
