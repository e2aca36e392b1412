import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PublicUser } from '@tidings/contracts/user';
import { apiGet } from './api-client.js';

export const USER_QUERY_KEY = QUERY_KEYS.user;

/** The signed-in user, or null for a visitor (a 401 means anonymous). */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => apiGet<PublicUser>(USER_QUERY_KEY[0], { on401ReturnNull: true, signal }),
  // The session changes only through login, logout and preference saves, which refetch it.
  staleTime: 60_000,
  gcTime: Infinity,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
