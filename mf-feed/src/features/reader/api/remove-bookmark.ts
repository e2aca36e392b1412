import { apiRequest } from '@tidings/web-kit/api-client';

/** DELETE /api/bookmarks/{id}: the reader's remove, by the article's id (svc-news accepts either id). */
export function removeBookmark(newsId: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/bookmarks/${encodeURIComponent(newsId)}`);
}
