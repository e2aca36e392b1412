import type { NewWrite } from '@tidings/web-kit/offline-queue/queued-write';
import { bookmarkWrite } from '@tidings/web-kit/offline-queue/bookmark-write';

/** DELETE /api/bookmarks/{id}: the reader's remove, by the article's id (svc-news accepts either id). */
export function removeBookmarkWrite(newsId: string): NewWrite {
  return bookmarkWrite(newsId, false, { url: `/api/bookmarks/${encodeURIComponent(newsId)}` });
}
