import { bookmarkTarget, useBookmarkCheck } from '@tidings/web-kit/offline-queue/bookmark-write';
import { usePendingIntent } from '@tidings/web-kit/offline-queue/use-pending-intent';

/**
 * Whether the article is bookmarked; false until known, and when the check fails (only logged).
 * The check is web-kit's one definition (bookmark-write), shared with the reader. A bookmark change still waiting
 * on the device (offline) shows as made.
 */
export function useIsBookmarked(newsId: string): boolean {
  const { data } = useBookmarkCheck(newsId);
  const pending = usePendingIntent<boolean>(bookmarkTarget(newsId));
  return pending?.intent ?? data?.isBookmarked ?? false;
}
