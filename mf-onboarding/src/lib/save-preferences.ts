import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { preferencesWrite } from '@tidings/web-kit/offline-queue/preferences-write';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

// All three steps save through this one endpoint; it lives in lib because features never
// import each other (conventions rule 8).
export const PREFERENCES_URL = '/api/user/preferences';

/** Offline the save waits on the device and is sent when the connection is back (resolves all the same). */
export async function savePreferences(body: PreferencesBody): Promise<unknown> {
  const outcome = await submitWrite(preferencesWrite(body), { note: true });
  if (outcome.status === 'refused') throw outcome.error;
  return outcome.status === 'sent' ? outcome.body : null;
}

/**
 * Spec section 7: after a save the user and the filtered feed are refetched. The user is patched
 * in the cache first so that the shell's onboarding guard sees `onboardingCompleted` at once,
 * before the refetch lands. The feed key belongs to mf-feed; it starts with its URL.
 */
async function refreshAfterSave(queryClient: QueryClient, body: PreferencesBody): Promise<void> {
  queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) => (user ? { ...user, ...body } : user));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/news/filtered'),
    }),
  ]);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    // Not awaited: navigation must not wait for the refetch.
    onSuccess: (_data, body) => {
      void refreshAfterSave(queryClient, body);
    },
  });
}
