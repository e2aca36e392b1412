import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { BookmarkCheckResponse } from '@tidings/contracts/news';
import { bookmarkWrite } from '@tidings/web-kit/offline-queue/bookmark-write';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { toast } from '@tidings/web-kit/toast-store';

const bookmarkUrl = (newsId: string) => `${BOOKMARK_KEY_PREFIX}/${encodeURIComponent(newsId)}`;

export interface ToggleResult {
  isBookmarked: boolean;
  /** Waiting on the device (offline): sent when the connection is back. */
  queued: boolean;
}

/**
 * The feed's bookmark toggle (spec section 4): POST /api/bookmarks/{newsId}; when the server
 * answers 400 (already bookmarked) a DELETE /api/bookmarks/{newsId} follows. Offline the write
 * waits on the device as what the user asked for: `shownSaved` is the state the card showed, so
 * a tap on a saved card queues the removal (replacing the add, which would not reach a 400).
 */
export async function toggleBookmark(newsId: string, shownSaved: boolean): Promise<ToggleResult> {
  const call = { url: bookmarkUrl(newsId) };
  const added = await submitWrite(bookmarkWrite(newsId, true, call), { note: true });
  if (added.status === 'refused') throw added.error;
  if (added.status === 'sent' && !added.alreadyDone) return { isBookmarked: true, queued: false };
  if (added.status === 'queued' && !shownSaved) return { isBookmarked: true, queued: true };
  const removed = await submitWrite(bookmarkWrite(newsId, false, call), { note: true });
  if (removed.status === 'refused') throw removed.error;
  return { isBookmarked: false, queued: removed.status === 'queued' };
}

/** The toggle as a mutation: the check query takes the answer at once, then every bookmark
 * query (lists on other screens, the reader's check) is refetched — once the server has it. */
export function useToggleBookmark(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shownSaved: boolean) => toggleBookmark(newsId, shownSaved),
    onSuccess: ({ isBookmarked, queued }) => {
      queryClient.setQueryData<BookmarkCheckResponse>(QUERY_KEYS.bookmarkCheck(newsId), { isBookmarked });
      if (!queued) void queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) });
    },
    onError: (error) => {
      console.warn('Bookmark toggle failed', error);
      toast({ title: 'Action failed', description: 'Could not update bookmark status', variant: 'destructive' });
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) });
    },
  });
}
