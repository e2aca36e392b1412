import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PublicUser } from '@tidings/contracts/user';
import { apiGet } from '@tidings/web-kit/api-client';
import { withPendingPreferences } from './offline-queue/preferences-write.js';

export const USER_QUERY_KEY = QUERY_KEYS.user;

/**
 * The signed-in user, or null for a visitor (a 401 means anonymous). Preference changes still
 * waiting on the device (made offline) show over the answer until the server has them.
 */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: async ({ signal }) => {
    const user = await apiGet<PublicUser>(USER_QUERY_KEY[0], { on401ReturnNull: true, signal });
    return user ? withPendingPreferences(user) : user;
  },
  // The session changes only through login, logout and preference saves, which refetch it.
  staleTime: QUERY_FRESHNESS.userMs,
  gcTime: Infinity,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
