import type { PublicUser } from '@tidings/contracts/user';

export const ONBOARDING_START = '/onboarding/interests';

/** Where a visitor was going when the guard sent them to /auth: `/auth`'s location state. */
export interface AuthRedirectState {
  from: string;
}

/** Kept across onboarding, which a new account goes through before it can go back there. */
const PENDING_RETURN_KEY = 'tidings:return-after-onboarding';

/** The path to return to from /auth's location state; only an in-app path, never /auth itself. */
export function returnPathFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as Partial<AuthRedirectState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === '/auth' || from.startsWith('/auth/') || from.startsWith('/auth?')) return null;
  return from;
}

/**
 * Where a freshly signed-in user goes: onboarding until it is completed, else back where they
 * were going (a shared article), else the feed. A return path met by onboarding is kept for
 * after it (see `takePendingReturnPath`).
 */
export function pathAfterSignIn(user: Pick<PublicUser, 'onboardingCompleted'>, returnTo: string | null = null): string {
  if (user.onboardingCompleted) return returnTo ?? '/';
  try {
    if (returnTo && returnTo !== '/') sessionStorage.setItem(PENDING_RETURN_KEY, returnTo);
  } catch {
    // Storage unavailable (private mode quotas): the user simply lands on the feed afterwards.
  }
  return ONBOARDING_START;
}

/** The return path onboarding interrupted, handed out once. */
export function takePendingReturnPath(): string | null {
  try {
    const path = returnPathFrom({ from: sessionStorage.getItem(PENDING_RETURN_KEY) });
    sessionStorage.removeItem(PENDING_RETURN_KEY);
    return path;
  } catch {
    return null;
  }
}
