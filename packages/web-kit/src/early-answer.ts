import { apiGet } from '@tidings/web-kit/api-client';

// A screen's first data can be asked for while the page is still starting: the shell knows the
// route before the screen's code has arrived, and the screen would only ask once it renders (one
// round trip after another on a phone). The shell starts the request; the screen takes the answer
// once, if it is fresh. A hand-over, not a cache: the spec's queries keep nothing (gcTime 0).

/** An answer older than this is not handed over: the screen asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface EarlyAnswer {
  startedAt: number;
  answer: Promise<unknown>;
}

const started = new Map<string, EarlyAnswer>();

/** Starts GET `path` (with the spec's `?{timestamp}`) for the screen that will ask for it. */
export function startEarly(path: string, now: () => number = Date.now): void {
  const answer = apiGet<unknown>(`${path}?${now()}`);
  // The screen reports failures when it takes the answer; one never taken is not an error.
  answer.catch(() => undefined);
  started.set(path, { startedAt: now(), answer });
}

/** The early answer for `path`, once: undefined when none was started or it is stale. */
export function takeEarly(path: string, now: () => number = Date.now): Promise<unknown> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && now() - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : undefined;
}

/** The page moved on (a redirect, a navigation): what was started for its first screen is dropped. */
export function dropEarly(): void {
  started.clear();
}
