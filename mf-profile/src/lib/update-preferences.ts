import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PreferencesBody, PublicUser } from '@tidings/contracts/user';
import { apiRequest } from '@tidings/web-kit/api-client';
import { USER_QUERY_KEY } from '@tidings/web-kit/user';

// Every profile setting saves through this one endpoint (the lists and the switches), so it lives
// in lib: features do not import each other.
export const PREFERENCES_URL = '/api/user/preferences';
/** Shared by every save, so a refresh can wait until the last one in flight has landed. */
export const UPDATE_PREFERENCES_KEY = ['update-preferences'] as const;

/** PATCH /api/user/preferences; answers the updated user. */
export function updatePreferences(body: PreferencesBody): Promise<PublicUser> {
  return apiRequest<PublicUser>('PATCH', PREFERENCES_URL, body);
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
