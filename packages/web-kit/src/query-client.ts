import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api-client.js';

/**
 * The shell's one QueryClient, with the spec's defaults (section 9): no retries, always stale,
 * cache lifetime 0, refetch on focus, mount and reconnect, network always, no structural sharing.
 * The default query function GETs the first element of the query key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => apiGet(String(queryKey[0]), { signal }),
        retry: false,
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchOnReconnect: true,
        networkMode: 'always',
        structuralSharing: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
