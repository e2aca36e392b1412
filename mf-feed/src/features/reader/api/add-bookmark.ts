import type { Bookmark } from '@tidings/contracts/news';
import { apiRequest } from '@tidings/web-kit/api-client';

/** POST /api/bookmarks { newsId }: the reader's add (the feed uses POST /api/bookmarks/{newsId}). */
export function addBookmark(newsId: string): Promise<Bookmark> {
  return apiRequest<Bookmark>('POST', '/api/bookmarks', { newsId });
}
