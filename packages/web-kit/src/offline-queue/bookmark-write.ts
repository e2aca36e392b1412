import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { NEWS_ERROR_CODES } from '@tidings/contracts/news-limits';
import { apiGet } from '@tidings/web-kit/api-client';
import type { NewWrite } from './queued-write';

// A bookmark's state as screens handle it: its check, and its add or removal as a queued write.
// The check is defined once here for the feed's cards and the reader (one cache entry, one
// freshness); it lives in this module, which the feed's first card already loads from the shell,
// so it costs the feed no chunk of its own. The write is the same for the feed's card, the reader
// and the bookmarks screen (each with its own spec call): the target is the article, so the last
// tap wins when several wait, and "already so" answers are done — a replay finds its own earlier
// success.

export async function checkBookmark(newsId: string, signal?: AbortSignal): Promise<BookmarkCheckResponse> {
  try {
    return (await apiGet<BookmarkCheckResponse>(QUERY_KEYS.bookmarkCheck(newsId)[0]!, { signal })) as BookmarkCheckResponse;
  } catch (error) {
    // Spec section 8: bookmark check errors are only logged; the icon stays unfilled.
    console.warn('Bookmark check failed', error);
    throw error;
  }
}

/** GET /api/bookmarks/check/{id}, fresh for 30 s (spec section 9): the cards around the one in view and the reader ask once. */
export const bookmarkCheckQueryOptions = (newsId: string) =>
  queryOptions({
    queryKey: QUERY_KEYS.bookmarkCheck(newsId),
    queryFn: ({ signal }) => checkBookmark(newsId, signal),
    staleTime: QUERY_FRESHNESS.bookmarksMs,
  });

export function useBookmarkCheck(newsId: string) {
  return useQuery(bookmarkCheckQueryOptions(newsId));
}

export const bookmarkTarget = (newsId: string) => `bookmark:${newsId}`;

export interface BookmarkCall {
  url: string;
  body?: unknown;
}

export function bookmarkWrite(newsId: string, bookmarked: boolean, call: BookmarkCall): NewWrite {
  return {
    method: bookmarked ? 'POST' : 'DELETE',
    ...call,
    target: bookmarkTarget(newsId),
    intent: bookmarked,
    doneCodes: [bookmarked ? NEWS_ERROR_CODES.bookmarkAlreadyExists : NEWS_ERROR_CODES.bookmarkNotFound],
    refresh: [BOOKMARK_KEY_PREFIX],
    refusedNote: { title: 'Action failed', description: 'Could not update bookmark status' },
  };
}
