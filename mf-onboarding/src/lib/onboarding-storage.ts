// Onboarding choices live in localStorage between steps (spec section 4) so that Back, a reload
// or a later visit shows them again. They are removed when onboarding completes.

export const INTERESTS_STORAGE_KEY = 'onboarding_interests';
export const PERSONALITIES_STORAGE_KEY = 'onboarding_personalities';

export type OnboardingStorageKey = typeof INTERESTS_STORAGE_KEY | typeof PERSONALITIES_STORAGE_KEY;

/**
 * The stored list, or null when nothing usable is stored. Unreadable values are only logged
 * (spec section 8) — onboarding must never break because of a stale or blocked storage.
 */
export function readStoredList(key: OnboardingStorageKey): string[] | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error(`expected a JSON array, got ${typeof parsed}`);
    return parsed.filter((item): item is string => typeof item === 'string');
  } catch (error) {
    console.warn(`Failed to load saved onboarding choices (${key})`, error);
    return null;
  }
}

export function writeStoredList(key: OnboardingStorageKey, values: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch (error) {
    // Private mode or a full quota: the step still works, the choice just won't survive a reload.
    console.warn(`Failed to save onboarding choices (${key})`, error);
  }
}

export function clearOnboardingStorage(): void {
  try {
    window.localStorage.removeItem(INTERESTS_STORAGE_KEY);
    window.localStorage.removeItem(PERSONALITIES_STORAGE_KEY);
  } catch (error) {
    console.warn('Failed to clear onboarding choices', error);
  }
}
