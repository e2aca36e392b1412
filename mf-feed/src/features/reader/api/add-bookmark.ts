import type { NewWrite } from '@tidings/web-kit/offline-queue/queued-write';
import { bookmarkWrite } from '@tidings/web-kit/offline-queue/bookmark-write';

/** POST /api/bookmarks { newsId }: the reader's add (the feed uses POST /api/bookmarks/{newsId}). */
export function addBookmarkWrite(newsId: string): NewWrite {
  return bookmarkWrite(newsId, true, { url: '/api/bookmarks', body: { newsId } });
}
