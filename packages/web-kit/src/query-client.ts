import { QueryClient } from '@tanstack/react-query';
import { apiGet } from '@tidings/web-kit/api-client';
import { keepAnswersForOffline } from '@tidings/web-kit/offline/offline-answers';

/**
 * The shell's one QueryClient, with the spec's defaults (section 9): no retries, always stale,
 * cache lifetime 0, refetch on focus, mount and reconnect, network always, no structural sharing.
 * The default query function GETs the first element of the query key. Per-endpoint freshness
 * lives with each endpoint's queryOptions (the spec's numbers: QUERY_FRESHNESS in the registry).
 */
export function createQueryClient(): QueryClient {
  // The data layer's root: wherever a QueryClient serves screens (the shell, a remote's standalone
  // page, tests), answers are kept for offline reading.
  keepAnswersForOffline();
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
