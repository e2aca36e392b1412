import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';

export function checkBookmark(id: string, signal?: AbortSignal): Promise<BookmarkCheckResponse> {
  return apiGet<BookmarkCheckResponse>(QUERY_KEYS.bookmarkCheck(id)[0]!, { signal }) as Promise<BookmarkCheckResponse>;
}

/** GET /api/bookmarks/check/{id}: the reader's bookmark flag, asked when it opens (spec section 4). */
export const bookmarkCheckQueryOptions = (id: string) =>
  queryOptions({ queryKey: QUERY_KEYS.bookmarkCheck(id), queryFn: ({ signal }) => checkBookmark(id, signal) });

export function useBookmarkCheck(id: string) {
  return useQuery(bookmarkCheckQueryOptions(id));
}
