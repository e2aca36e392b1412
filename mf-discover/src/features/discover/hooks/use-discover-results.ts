import { useMemo } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { useNewsList } from '../api/get-news-list';
import { useNewsSearch, type SearchParams } from '../api/search-news';
import { mergePages, totalOf } from '../lib/article-pages';
import { TOP_NEWS } from '../lib/categories';

export interface DiscoverResults {
  /** 'error' only when nothing could be loaded. */
  status: 'pending' | 'error' | 'success';
  articles: NewsArticle[];
  /** Every match (the count); the loaded ones when the server does not say. */
  total: number;
  /** Showing an earlier query's results while this one loads. */
  stale: boolean;
  fetching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The results for the URL's query and category. With no query under top news they are the
 * article list (`GET /api/news`, spec section 7: an empty query is not sent); otherwise a search.
 * Each query and category has its own cache entry, so an answer that comes late can only fill
 * its own entry, never replace what a newer search shows.
 */
export function useDiscoverResults(params: SearchParams, list: ReturnType<typeof useNewsList>): DiscoverResults {
  const browsing = params.query === '' && params.category === TOP_NEWS;
  const search = useNewsSearch(params, { enabled: !browsing });
  const source = browsing ? list : search;
  const { data, status, isPlaceholderData, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = source;

  const pages = data?.pages;
  const articles = useMemo(() => mergePages(pages ?? []), [pages]);
  return {
    // A page that fails after others loaded keeps them: the list offers to try that page again.
    status: pages ? 'success' : status,
    articles,
    total: (pages && totalOf(pages)) ?? articles.length,
    stale: isPlaceholderData,
    fetching: isFetching,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
    },
    retry: () => void refetch(),
  };
}
