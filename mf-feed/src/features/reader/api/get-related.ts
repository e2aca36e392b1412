import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { RelatedResponse } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';

export function getRelated(id: string, signal?: AbortSignal): Promise<RelatedResponse> {
  return apiGet<RelatedResponse>(QUERY_KEYS.related(id)[0]!, { signal }) as Promise<RelatedResponse>;
}

/**
 * GET /api/news/{id}/related: other outlets of the same story, then the same category. Both tabs
 * read it (Related Articles, Similar Articles), and switching tabs unmounts the other one, so
 * it is kept for a minute like the article list (spec section 9) instead of refetched per tab.
 */
export const relatedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: QUERY_KEYS.related(id),
    queryFn: ({ signal }) => getRelated(id, signal),
    staleTime: QUERY_FRESHNESS.newsListMs,
    gcTime: QUERY_FRESHNESS.newsListMs,
  });

export function useRelated(id: string) {
  return useQuery(relatedQueryOptions(id));
}
