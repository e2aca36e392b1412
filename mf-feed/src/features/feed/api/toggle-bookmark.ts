import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { apiRequest, HttpError } from '@tidings/web-kit/api-client';
import { toast } from '@tidings/web-kit/toast-store';

const bookmarkUrl = (newsId: string) => `${BOOKMARK_KEY_PREFIX}/${encodeURIComponent(newsId)}`;

/**
 * The feed's bookmark toggle (spec section 4): POST /api/bookmarks/{newsId}; when the server
 * answers 400 (already bookmarked) a DELETE /api/bookmarks/{newsId} follows. Answers whether the
 * article is bookmarked afterwards.
 */
export async function toggleBookmark(newsId: string): Promise<boolean> {
  try {
    await apiRequest('POST', bookmarkUrl(newsId));
    return true;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
  }
  await apiRequest('DELETE', bookmarkUrl(newsId));
  return false;
}

/** The toggle as a mutation: the check query takes the answer at once, then every bookmark
 * query (lists on other screens, the reader's check) is refetched. */
export function useToggleBookmark(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleBookmark(newsId),
    onSuccess: (isBookmarked) => {
      queryClient.setQueryData<BookmarkCheckResponse>(QUERY_KEYS.bookmarkCheck(newsId), { isBookmarked });
    },
    onError: (error) => {
      console.warn('Bookmark toggle failed', error);
      toast({ title: 'Action failed', description: 'Could not update bookmark status', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) }),
  });
}
