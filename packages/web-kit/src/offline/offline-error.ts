// What the api client throws when a request never reached the server. Only the rejection of
// `fetch()` itself becomes one (see api-client.ts): a TypeError from parsing an answer, or from
// our own code, stays what it is, so a bug shows as an error and never as the offline screen.
export class NetworkError extends Error {
  constructor(
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`Network failure: ${url}`, options);
    this.name = 'NetworkError';
  }
}

// What a kept GET throws when the network fails and nothing was saved for it: screens show their
// offline empty state for it instead of a generic error (or a spinner that never ends).
export class OfflineError extends NetworkError {
  constructor(url: string, options?: { cause?: unknown }) {
    super(url, options);
    this.message = `Offline: nothing saved for ${url}`;
    this.name = 'OfflineError';
  }
}

/** An error that means "no network", whether or not anything was saved. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof NetworkError;
}
