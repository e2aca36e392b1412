// When to poll a source next. Pure: the clock and the randomness come in as arguments.

export interface SourceState {
  sourceId: string;
  etag?: string;
  lastModified?: string;
  /** Not due before this; undefined means due now. */
  nextFetchAt?: Date;
  /** Consecutive failed polls (network, HTTP, parse); 0 after a success or a 304. */
  failures: number;
  lastError?: string;
  lastSuccessAt?: Date;
  /** The last poll that settled, whatever its outcome (the source's health, GET /api/sources). */
  lastFetchAt?: Date;
  /** Articles stored from this source, counted as they are inserted. */
  itemsStored?: number;
}

export const MAX_BACKOFF_MS = 6 * 3_600_000;
/** A server asking for more than a day is misconfigured; we come back after a day anyway. */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

export function initialState(sourceId: string): SourceState {
  return { sourceId, failures: 0 };
}

export function isDue(state: SourceState | undefined, now: Date): boolean {
  return !state?.nextFetchAt || state.nextFetchAt.getTime() <= now.getTime();
}

/**
 * interval × 2^failures, capped at 6 h, then scaled by a jitter in [0.75, 1] so sources that
 * failed together (one outage) do not retry in lockstep; the cap is never exceeded.
 */
export function backoffDelayMs(intervalMinutes: number, failures: number, random: () => number = Math.random, maxMs = MAX_BACKOFF_MS): number {
  const base = intervalMinutes * 60_000 * 2 ** Math.min(failures, 30);
  return Math.round(Math.min(base, maxMs) * (0.75 + 0.25 * random()));
}

/** `Retry-After` as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: Date): Date | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return new Date(now.getTime() + Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS));
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return new Date(Math.min(Math.max(at, now.getTime()), now.getTime() + MAX_RETRY_AFTER_MS));
}

export function afterSuccess(state: SourceState, intervalMinutes: number, now: Date, validators: { etag?: string; lastModified?: string } = {}): SourceState {
  return {
    ...state,
    // A 304 usually repeats no validators; keep the ones we have.
    etag: validators.etag ?? state.etag,
    lastModified: validators.lastModified ?? state.lastModified,
    failures: 0,
    lastError: undefined,
    lastSuccessAt: now,
    nextFetchAt: new Date(now.getTime() + intervalMinutes * 60_000),
  };
}

/** Counts the failure; the next poll waits for `retryAt` when the server named one, else backs off. */
export function afterFailure(
  state: SourceState,
  intervalMinutes: number,
  now: Date,
  error: string,
  options: { retryAt?: Date; random?: () => number } = {},
): SourceState {
  const failures = state.failures + 1;
  const nextFetchAt = options.retryAt ?? new Date(now.getTime() + backoffDelayMs(intervalMinutes, failures, options.random));
  return { ...state, failures, lastError: error, nextFetchAt };
}
