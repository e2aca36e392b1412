import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { preferencesWrite } from '@tidings/web-kit/offline-queue/preferences-write';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

// All three steps save through this one endpoint (web-kit's preferencesWrite); it lives in lib
// because features never import each other (conventions rule 8).

/** Offline the save waits on the device and is sent when the connection is back (resolves all the same). */
export async function savePreferences(body: PreferencesBody): Promise<unknown> {
  const outcome = await submitWrite(preferencesWrite(body), { note: true });
  if (outcome.status === 'refused') throw outcome.error;
  return outcome.status === 'sent' ? outcome.body : null;
}

/**
 * Spec section 7: after a save the user and the filtered feed are refetched. The user is patched
 * in the cache first so that the shell's onboarding guard sees `onboardingCompleted` at once,
 * before the refetch lands. The feed's key is the registry's (the one mf-feed's query uses).
 */
async function refreshAfterSave(queryClient: QueryClient, body: PreferencesBody): Promise<void> {
  queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) => (user ? { ...user, ...body } : user));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.feed }),
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
