import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS } from '@tidings/contracts/frontend-registry';
import { TOP_NEWS, type BrowseCategory } from '../lib/categories';
import { nextOffset } from '../lib/article-pages';
import { fetchArticlePage } from './article-page';

export const SEARCH_PATH = '/api/news/search';
/** Results come 30 at a time: a quick first answer while typing, more as the list scrolls. */
export const SEARCH_PAGE = 30;

export interface SearchParams {
  /** Trimmed; '' means no text filter. */
  query: string;
  category: BrowseCategory;
}

/** Spec section 7: `q` omitted when empty, `category` omitted for top news. */
export function searchUrl({ query, category }: SearchParams, offset: number): string {
  const params: string[] = [];
  const q = query.trim();
  if (q) params.push(`q=${encodeURIComponent(q)}`);
  if (category !== TOP_NEWS) params.push(`category=${encodeURIComponent(category)}`);
  params.push(`limit=${SEARCH_PAGE}`);
  if (offset > 0) params.push(`offset=${offset}`);
  return `${SEARCH_PATH}?${params.join('&')}`;
}

/** One cache entry per query and category: an answer can only ever fill its own. */
export const searchQueryKey = ({ query, category }: SearchParams) => [SEARCH_PATH, { q: query.trim(), category }] as const;

export function searchQueryOptions(params: SearchParams) {
  return infiniteQueryOptions({
    queryKey: searchQueryKey(params),
    queryFn: ({ pageParam, signal }) => fetchArticlePage(searchUrl(params, pageParam), { offset: pageParam, limit: SEARCH_PAGE, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    staleTime: QUERY_FRESHNESS.searchMs,
    // Kept while fresh: back and forward between searches show them again at once.
    gcTime: QUERY_FRESHNESS.searchMs,
    // While a refined query of the same category loads, its previous results stay (the screen
    // dims them); a new category starts from the skeleton, as nothing shown would belong to it.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].category === params.category ? keepPreviousData(previous) : undefined),
  });
}

export function useNewsSearch(params: SearchParams, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...searchQueryOptions(params), enabled });
}
