// Tracking never disturbs reading (spec section 8): its failures are only logged, never thrown.

const PREFIX = '[tracking]';

/** A call or a storage access that failed; the app carries on. */
export function logTrackingFailure(what: string, error?: unknown): void {
  console.warn(PREFIX, what, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]));
}

/** Answers the spec wants logged and nothing more (sync-viewed): debug level keeps consoles quiet. */
export function logTrackingInfo(what: string, detail?: unknown): void {
  // eslint-disable-next-line no-console -- spec section 7: "the response is only logged"
  console.debug(PREFIX, what, ...(detail === undefined ? [] : [detail]));
}
