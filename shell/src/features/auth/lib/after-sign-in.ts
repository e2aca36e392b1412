import type { PublicUser } from '@tidings/contracts/user';

export const ONBOARDING_START = '/onboarding/interests';

/** Where a freshly signed-in user goes: onboarding until it is completed, else the feed. */
export function pathAfterSignIn(user: Pick<PublicUser, 'onboardingCompleted'>): string {
  return user.onboardingCompleted ? '/' : ONBOARDING_START;
}
