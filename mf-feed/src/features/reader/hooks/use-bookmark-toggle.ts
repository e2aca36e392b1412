import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { toast } from '@tidings/web-kit/toast-store';
import { addBookmark } from '../api/add-bookmark';
import { useBookmarkCheck } from '../api/check-bookmark';
import { removeBookmark } from '../api/remove-bookmark';

/**
 * The reader's bookmark toggle (spec sections 4 and 8): the flag comes from the check on open and
 * flips only when the add or remove answer is ok. Every other bookmark list and check on the page
 * (the feed's cards, the bookmarks screen) is invalidated, so they show the change at once.
 */
export function useBookmarkToggle(newsId: string) {
  const queryClient = useQueryClient();
  const check = useBookmarkCheck(newsId);
  const checkKey = QUERY_KEYS.bookmarkCheck(newsId);

  useEffect(() => {
    // Spec section 8: bookmark check errors are only logged; the toggle then starts unsaved.
    if (check.error) console.warn('Bookmark check failed', check.error);
  }, [check.error]);

  const mutation = useMutation({
    scope: { id: `bookmark:${newsId}` },
    mutationFn: (wasBookmarked: boolean) => (wasBookmarked ? removeBookmark(newsId) : addBookmark(newsId)),
    onSuccess: (_answer, wasBookmarked) => {
      queryClient.setQueryData<BookmarkCheckResponse>(checkKey, { isBookmarked: !wasBookmarked });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) && queryKey[0] !== checkKey[0],
      });
      toast(
        wasBookmarked
          ? { title: 'Bookmark removed', description: 'Article removed from your bookmarks' }
          : { title: 'Bookmark added', description: 'Article saved to your bookmarks' },
      );
    },
    onError: (error) => {
      console.warn('Bookmark toggle failed', error);
      toast({ title: 'Action failed', description: 'Could not update bookmark status', variant: 'destructive' });
    },
  });

  const isBookmarked = check.data?.isBookmarked ?? false;
  return {
    isBookmarked,
    /** Ignored while a toggle is on its way, so one tap is one call. */
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(isBookmarked);
    },
    isPending: mutation.isPending,
  };
}
