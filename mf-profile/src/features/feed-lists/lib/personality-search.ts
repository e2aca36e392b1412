import type { Personality } from '@tidings/contracts/catalogue-api';

/**
 * Spec section 5: personality search is a case-insensitive substring match — over the name and
 * the description, the same rule as onboarding's search (mf-onboarding), so a name found there is
 * found here.
 */
export function matchesPersonality(personality: Pick<Personality, 'name' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return personality.name.toLowerCase().includes(needle) || personality.description.toLowerCase().includes(needle);
}
