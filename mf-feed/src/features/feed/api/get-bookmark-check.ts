import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';
import { bookmarkTarget } from '@tidings/web-kit/offline-queue/bookmark-write';
import { usePendingIntent } from '@tidings/web-kit/offline-queue/use-pending-intent';

/** Spec section 9: bookmarks are fresh for 30 s (the cards around the one in view ask once). */
const BOOKMARKS_FRESH_MS = 30_000;

/** GET /api/bookmarks/check/{id}: the same query the reader reads, so both show one state. */
export const bookmarkCheckQueryOptions = (newsId: string) =>
  queryOptions({
    queryKey: QUERY_KEYS.bookmarkCheck(newsId),
    queryFn: async ({ queryKey, signal }) => {
      try {
        return await apiGet<BookmarkCheckResponse>(String(queryKey[0]), { signal });
      } catch (error) {
        // Spec section 8: bookmark check errors are only logged; the icon stays unfilled.
        console.warn('Bookmark check failed', error);
        throw error;
      }
    },
    staleTime: BOOKMARKS_FRESH_MS,
  });

/**
 * Whether the article is bookmarked; false until known, and when the check fails (only logged).
 * A bookmark change still waiting on the device (offline) shows as made.
 */
export function useIsBookmarked(newsId: string): boolean {
  const { data } = useQuery(bookmarkCheckQueryOptions(newsId));
  const pending = usePendingIntent<boolean>(bookmarkTarget(newsId));
  return pending?.intent ?? data?.isBookmarked ?? false;
}
