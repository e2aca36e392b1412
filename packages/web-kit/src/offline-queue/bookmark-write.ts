import { BOOKMARK_KEY_PREFIX } from '@tidings/contracts/frontend-registry';
import { NEWS_ERROR_CODES } from '@tidings/contracts/news-limits';
import type { NewWrite } from './queued-write';

// A bookmark's add or removal as a queued write, the same for the feed's card, the reader and the
// bookmarks screen (each with its own spec call): the target is the article, so the last tap wins
// when several wait, and "already so" answers are done — a replay finds its own earlier success.

export const bookmarkTarget = (newsId: string) => `bookmark:${newsId}`;

export interface BookmarkCall {
  url: string;
  body?: unknown;
}

export function bookmarkWrite(newsId: string, bookmarked: boolean, call: BookmarkCall): NewWrite {
  return {
    method: bookmarked ? 'POST' : 'DELETE',
    ...call,
    target: bookmarkTarget(newsId),
    intent: bookmarked,
    doneCodes: [bookmarked ? NEWS_ERROR_CODES.bookmarkAlreadyExists : NEWS_ERROR_CODES.bookmarkNotFound],
    refresh: [BOOKMARK_KEY_PREFIX],
    refusedNote: { title: 'Action failed', description: 'Could not update bookmark status' },
  };
}
