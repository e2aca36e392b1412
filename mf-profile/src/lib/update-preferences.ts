import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { preferencesWrite } from '@tidings/web-kit/offline-queue/preferences-write';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

// Every profile setting saves through this one endpoint (web-kit's preferencesWrite: the lists and
// the switches), so it lives in lib: features do not import each other.
/** Shared by every save, so a refresh can wait until the last one in flight has landed. */
export const UPDATE_PREFERENCES_KEY = ['update-preferences'] as const;

/**
 * PATCH /api/user/preferences; answers the updated user, or null while the save waits on the
 * device (offline: it is sent when the connection is back, and shown as saved meanwhile).
 */
export async function updatePreferences(body: PreferencesBody): Promise<PublicUser | null> {
  const outcome = await submitWrite(preferencesWrite(body), { note: true });
  if (outcome.status === 'refused') throw outcome.error;
  return outcome.status === 'sent' ? (outcome.body as PublicUser) : null;
}

/** The saved fields, written into the cached user: the screen shows them without waiting. */
export function applyToCachedUser(queryClient: QueryClient, body: PreferencesBody): void {
  queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) => (user ? { ...user, ...body } : user));
}

/**
 * Spec section 7: after a save the user and the filtered feed are refetched, so the feed obeys at
 * once. Left to the last save in flight (failed or not): an earlier answer must not bring back a
 * value another switch has just changed.
 */
export function refreshAfterSaves(queryClient: QueryClient): void {
  // The settling save still counts itself.
  if (queryClient.isMutating({ mutationKey: UPDATE_PREFERENCES_KEY }) > 1) return;
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.feed });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_PREFERENCES_KEY,
    mutationFn: updatePreferences,
    onSuccess: (_user, body) => applyToCachedUser(queryClient, body),
    onSettled: () => refreshAfterSaves(queryClient),
  });
}
