import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_KEY_PREFIX, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { Bookmark } from '@tidings/contracts/news';
import { bookmarkWrite } from '@tidings/web-kit/offline-queue/bookmark-write';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { toast } from '@tidings/web-kit/toast-store';
import { bookmarksUrl } from './get-bookmarks';

/**
 * DELETE /api/bookmarks/{userId}/{newsId} with the signed-in user's id (the spec's client sends 1).
 * A 404 means the bookmark is already gone (removed in another tab, say): that is what was asked.
 * Offline the removal waits on the device (answers `queued`) and is sent when the connection is back.
 */
export async function removeBookmark(userId: string, newsId: string): Promise<{ queued: boolean }> {
  const outcome = await submitWrite(bookmarkWrite(newsId, false, { url: `${bookmarksUrl(userId)}/${encodeURIComponent(newsId)}` }), { note: true });
  if (outcome.status === 'refused') throw outcome.error;
  return { queued: outcome.status === 'queued' };
}

/** Puts a bookmark back where it was, unless a refetch has already brought it back. */
export function restoreBookmark(list: Bookmark[] | undefined, bookmark: Bookmark, index: number): Bookmark[] | undefined {
  if (!list || list.some((item) => item.id === bookmark.id)) return list;
  const at = index < 0 ? 0 : Math.min(index, list.length);
  return [...list.slice(0, at), bookmark, ...list.slice(at)];
}

/**
 * Removal from the bookmarks screen: the item leaves the list at once and comes back, where it
 * was, if the server refuses. The lists and checks everywhere are refetched once the last removal
 * in flight has settled (an earlier refetch would bring back items still being removed).
 */
export function useRemoveBookmark(userId: string) {
  const queryClient = useQueryClient();
  const listKey = QUERY_KEYS.bookmarks(userId);
  const mutationKey = ['remove-bookmark', userId];
  return useMutation({
    mutationKey,
    mutationFn: (bookmark: Bookmark) => removeBookmark(userId, bookmark.news.id),
    onMutate: async (bookmark) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const list = queryClient.getQueryData<Bookmark[]>(listKey);
      queryClient.setQueryData<Bookmark[]>(listKey, list?.filter((item) => item.id !== bookmark.id));
      return { index: list?.findIndex((item) => item.id === bookmark.id) ?? -1 };
    },
    onSuccess: ({ queued }) => {
      // Queued: the quiet "saved on this device" note has been shown instead.
      if (!queued) toast({ title: 'Bookmark removed', description: 'The article has been removed from your bookmarks' });
    },
    onError: (_error, bookmark, context) => {
      queryClient.setQueryData<Bookmark[]>(listKey, (list) => restoreBookmark(list, bookmark, context?.index ?? 0));
      toast({ title: 'Error', description: 'Failed to remove bookmark. Please try again.', variant: 'destructive' });
    },
    onSettled: () => {
      // The settling removal still counts itself.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(BOOKMARK_KEY_PREFIX) });
    },
  });
}
