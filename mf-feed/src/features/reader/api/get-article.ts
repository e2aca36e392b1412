import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { NewsArticle } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';

export function getArticle(id: string, signal?: AbortSignal): Promise<NewsArticle> {
  return apiGet<NewsArticle>(QUERY_KEYS.article(id)[0]!, { signal }) as Promise<NewsArticle>;
}

/**
 * GET /api/news/{id} (client view; 404 NEWS_ARTICLE_NOT_FOUND). An article handed over by the
 * opener is shown as is: articles do not change once published, so it is not fetched again
 * (the top bar's reload still refetches it).
 */
export const articleQueryOptions = (id: string, initialArticle?: NewsArticle) =>
  queryOptions({
    queryKey: QUERY_KEYS.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    initialData: initialArticle?.id === id ? initialArticle : undefined,
    staleTime: initialArticle?.id === id ? Infinity : 0,
  });

export function useArticle(id: string, initialArticle?: NewsArticle) {
  return useQuery(articleQueryOptions(id, initialArticle));
}
