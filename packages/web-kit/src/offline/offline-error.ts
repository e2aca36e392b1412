// What a kept GET throws when the network fails and nothing was saved for it: screens show their
// offline empty state for it instead of a generic error (or a spinner that never ends).
export class OfflineError extends Error {
  constructor(readonly url: string) {
    super(`Offline: nothing saved for ${url}`);
    this.name = 'OfflineError';
  }
}

/** An error that means "no network", whether or not anything was saved (a failed fetch too). */
export function isOfflineError(error: unknown): boolean {
  return error instanceof OfflineError || error instanceof TypeError;
}
