// Shared modules by the package's name (see api-client.ts).
import { apiGet } from '@tidings/web-kit/api-client';
import { isOnline } from '@tidings/web-kit/offline/connectivity';
import { BOOKMARKS_PREFETCH_MAX } from './keep-policy';
import { keepFor, savedSince } from './saved-answers';
import { articlePath, articleReadingPaths } from './saved-routes';

// A bookmark is a promise to read later, often on a train: each bookmarked article is kept with
// its full text and its insights while the network is there. Runs after the bookmarks list loads
// (and so after a bookmark is added, which refetches the list); one article at a time, so the
// reader's own requests are never queued behind it.

/** Insights already fetched this recently are not fetched again (an article does not change). */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

let running: Promise<void> | null = null;
let pending: { userId: string; body: unknown } | null = null;

interface BookmarkItem {
  news: { id: string };
}

const isBookmarkItem = (item: unknown): item is BookmarkItem => typeof (item as BookmarkItem | null)?.news?.id === 'string';

async function prefetchOne(userId: string, item: BookmarkItem): Promise<void> {
  const id = item.news.id;
  // The list already holds the article's full text: keep it as the reader would fetch it.
  await keepFor(userId, articlePath(id), item.news, id);
  const since = Date.now() - REFRESH_AFTER_MS;
  for (const path of articleReadingPaths(id).slice(1)) {
    if (!isOnline()) return;
    if (await savedSince(userId, path, since)) continue;
    // apiGet stores what it gets; an insight the server cannot give (404, 503) is simply missing.
    await apiGet(path).catch(() => undefined);
  }
}

async function run(userId: string, body: unknown): Promise<void> {
  const items = (Array.isArray(body) ? body : []).filter(isBookmarkItem).slice(0, BOOKMARKS_PREFETCH_MAX);
  for (const item of items) {
    if (!isOnline()) return;
    await prefetchOne(userId, item).catch(() => undefined);
  }
}

/** Fetches ahead what the user's bookmarks need offline; a newer list waits for the running pass. */
export function prefetchBookmarks(userId: string, body: unknown): Promise<void> {
  if (running) {
    pending = { userId, body };
    return running;
  }
  running = run(userId, body).finally(() => {
    running = null;
    const next = pending;
    pending = null;
    if (next) void prefetchBookmarks(next.userId, next.body);
  });
  return running;
}
