import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { Bookmark } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';
import { useUser } from '@tidings/web-kit/user';


/** The list's URL, the first element of its query key: `/api/bookmarks/{userId}`. */
export const bookmarksUrl = (userId: string): string => QUERY_KEYS.bookmarks(userId)[0]!;

export class BookmarksFormatError extends Error {
  constructor() {
    super('The bookmarks answer is not a list');
    this.name = 'BookmarksFormatError';
  }
}

const isBookmark = (value: unknown): value is Bookmark => {
  const news = (value as Bookmark | null)?.news;
  return typeof (value as Bookmark | null)?.id === 'string' && typeof news?.id === 'string' && typeof news.title === 'string';
};

/**
 * GET /api/bookmarks/{userId}, newest first. Entries without an article to show are skipped (zod
 * stays out of the browser bundle); an answer that is not a list is the error state.
 */
export async function getBookmarks(userId: string, signal?: AbortSignal): Promise<Bookmark[]> {
  const body = await apiGet<unknown>(bookmarksUrl(userId), { signal });
  if (!Array.isArray(body)) throw new BookmarksFormatError();
  return body.filter(isBookmark);
}

export const bookmarksQueryOptions = (userId: string) =>
  queryOptions({
    // Starts with BOOKMARK_KEY_PREFIX: a bookmark toggled in the reader or the feed refetches it.
    queryKey: QUERY_KEYS.bookmarks(userId),
    queryFn: ({ signal }) => getBookmarks(userId, signal),
    // Kept as long as fresh, so coming back within it is instant.
    staleTime: QUERY_FRESHNESS.bookmarksMs,
    gcTime: QUERY_FRESHNESS.bookmarksMs,
  });

/** The signed-in user's bookmarks (their real id, from the session's user). */
export function useBookmarks() {
  const { data: user } = useUser();
  return useQuery({ ...bookmarksQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
