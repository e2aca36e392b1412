import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { NewWrite } from './queued-write';
import { pendingIntentJson } from '@tidings/web-kit/offline-queue/write-queue-client';

// Preference saves (the profile's switches and lists, onboarding) as queued writes: PATCH sets
// the fields it names, so saves waiting offline merge into one, the newest value of each field
// winning; the user shown meanwhile carries them (see withPendingPreferences).

export const PREFERENCES_URL = '/api/user/preferences';
const PREFERENCES_TARGET = 'preferences';

export function preferencesWrite(body: PreferencesBody): NewWrite {
  return {
    method: 'PATCH',
    url: PREFERENCES_URL,
    body,
    target: PREFERENCES_TARGET,
    merge: true,
    intent: body,
    // Spec section 7: after a save the user and the filtered feed are refetched — here only for a
    // save sent later (offline); a screen that got the answer refreshes them itself, once.
    refresh: [QUERY_KEYS.user[0]!, QUERY_KEYS.feed[0]!],
    refusedNote: { title: 'Error', description: 'Failed to save your preferences. Please try again.' },
  };
}

/** The user with the preference changes still waiting on the device, as the user asked. */
export function withPendingPreferences(user: PublicUser): PublicUser {
  const pending = JSON.parse(pendingIntentJson(PREFERENCES_TARGET)) as { intent: PreferencesBody } | null;
  return pending ? { ...user, ...pending.intent } : user;
}
