import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { nextOffset } from '../lib/article-pages';
import { fetchArticlePage } from './article-page';

/** GET /api/news answers this many without a `limit` (svc-news' default). */
export const NEWS_LIST_PAGE = 100;

/** The first page is the spec's plain `GET /api/news`; later ones ask from where the last ended. */
export function newsListUrl(offset: number): string {
  const [path] = QUERY_KEYS.newsList;
  return offset === 0 ? path : `${path}?limit=${NEWS_LIST_PAGE}&offset=${offset}`;
}

/**
 * Every article, newest first, a page at a time: the results of top news with no query, and the
 * articles the category chips are offered from (spec sections 5 and 7). Kept as long as it is
 * fresh, so coming back to the screen within a minute shows it at once.
 */
export const newsListQueryOptions = infiniteQueryOptions({
  queryKey: QUERY_KEYS.newsList,
  queryFn: ({ pageParam, signal }) => fetchArticlePage(newsListUrl(pageParam), { offset: pageParam, limit: NEWS_LIST_PAGE, signal }),
  initialPageParam: 0,
  getNextPageParam: (_last, pages) => nextOffset(pages),
  staleTime: QUERY_FRESHNESS.newsListMs,
  gcTime: QUERY_FRESHNESS.newsListMs,
});

export function useNewsList() {
  return useInfiniteQuery(newsListQueryOptions);
}
