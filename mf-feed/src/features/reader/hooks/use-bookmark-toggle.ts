import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { bookmarkTarget, useBookmarkCheck } from '@tidings/web-kit/offline-queue/bookmark-write';
import { usePendingIntent } from '@tidings/web-kit/offline-queue/use-pending-intent';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { toast } from '@tidings/web-kit/toast-store';
import { addBookmarkWrite } from '../api/add-bookmark';
import { removeBookmarkWrite } from '../api/remove-bookmark';

/** Sends the add or the removal; answers whether it waits on the device (offline). */
async function sendToggle(newsId: string, wasBookmarked: boolean): Promise<{ queued: boolean }> {
  const outcome = await submitWrite(wasBookmarked ? removeBookmarkWrite(newsId) : addBookmarkWrite(newsId), { note: true });
  if (outcome.status === 'refused') throw outcome.error;
  return { queued: outcome.status === 'queued' };
}

/**
 * The reader's bookmark toggle (spec sections 4 and 8): the flag comes from the check on open and
 * flips only when the add or remove answer is ok. Every other bookmark list and check on the page
 * (the feed's cards, the bookmarks screen) is invalidated, so they show the change at once.
 * Offline the change waits on the device and shows as made (a quiet note says it will be sent).
 */
export function useBookmarkToggle(newsId: string) {
  const queryClient = useQueryClient();
  // Spec section 8: a failed check is only logged (by its fetcher); the toggle then starts unsaved.
  const check = useBookmarkCheck(newsId);
  const checkKey = QUERY_KEYS.bookmarkCheck(newsId);

  const mutation = useMutation({
    scope: { id: `bookmark:${newsId}` },
    mutationFn: (wasBookmarked: boolean) => sendToggle(newsId, wasBookmarked),
    onSuccess: ({ queued }, wasBookmarked) => {
      queryClient.setQueryData<BookmarkCheckResponse>(checkKey, { isBookmarked: !wasBookmarked });
      if (queued) return;
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

  const pending = usePendingIntent<boolean>(bookmarkTarget(newsId));
  const isBookmarked = pending?.intent ?? check.data?.isBookmarked ?? false;
  return {
    isBookmarked,
    /** Ignored while a toggle is on its way, so one tap is one call. */
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(isBookmarked);
    },
    isPending: mutation.isPending,
  };
}
