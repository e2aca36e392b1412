import { sendGet } from '@tidings/web-kit/api-client';

// A screen's first data can be asked for while the page is still starting: the shell knows the
// route before the screen's code has arrived, and the screen would only ask once it renders (one
// round trip after another on a phone). The shell starts the request; the screen takes it once, if
// it is fresh, and reads it through apiGet (`started`) — so the answer is kept for offline reading
// under the user the screen knows, never under whoever the device knew before the page started.
// A hand-over, not a cache: the spec's queries keep nothing (gcTime 0).

/** A request older than this is not handed over: the screen asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

export interface EarlyRequest {
  /** The URL asked for (the path with the spec's `?{timestamp}`). */
  url: string;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRequest & { startedAt: number }>();

/** Starts GET `path` (with the spec's `?{timestamp}`) for the screen that will ask for it. */
export function startEarly(path: string, now: () => number = Date.now): void {
  const url = `${path}?${now()}`;
  const response = sendGet(url);
  // The screen meets a failure when it takes the request; one never taken is not an error.
  response.catch(() => undefined);
  started.set(path, { url, response, startedAt: now() });
}

/** The early request for `path`, once: undefined when none was started or it is stale. */
export function takeEarly(path: string, now: () => number = Date.now): EarlyRequest | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && now() - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? { url: early.url, response: early.response } : undefined;
}

/** The page moved on (a redirect, a navigation): what was started for its first screen is dropped. */
export function dropEarly(): void {
  started.clear();
}
