// Shared modules by the package's name (see api-client.ts).
import { apiGet } from '@tidings/web-kit/api-client';
import { isOnline } from '@tidings/web-kit/offline/connectivity';
import { BOOKMARKS_PREFETCH_MAX } from './keep-policy';
import { keepFor, savedSince } from './saved-answers';
import { articlePath, articleReadingPaths } from './saved-routes';

// A bookmark is a promise to read later, often on a train: each bookmarked article is kept with
// its full text and its insights while the network is there. Runs after the bookmarks list loads,
// and when a bookmark check says "bookmarked" (a bookmark just added in the feed or the reader);
// one request at a time, so the reader's own requests are never queued behind it.

/** Answers already fetched this recently are not fetched again (an article does not change). */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

interface Wanted {
  id: string;
  /** The article's own answer when the caller has it (the bookmarks list holds each one). */
  article?: { id: string };
}

let chain: Promise<void> = Promise.resolve();

async function prefetchOne(userId: string, { id, article }: Wanted): Promise<void> {
  if (article) await keepFor(userId, articlePath(id), article, id);
  const since = Date.now() - REFRESH_AFTER_MS;
  for (const path of articleReadingPaths(id).slice(article ? 1 : 0)) {
    if (!isOnline()) return;
    if (await savedSince(userId, path, since)) continue;
    // apiGet stores what it gets; an insight the server cannot give (404, 503) is simply missing.
    await apiGet(path).catch(() => undefined);
  }
}

function enqueue(userId: string, wanted: Wanted[]): Promise<void> {
  chain = chain.then(async () => {
    for (const item of wanted) {
      if (!isOnline()) return;
      await prefetchOne(userId, item).catch(() => undefined);
    }
  });
  return chain;
}

const isListItem = (item: unknown): item is { news: { id: string } } => typeof (item as { news?: { id?: unknown } } | null)?.news?.id === 'string';

/** Fetches ahead what the bookmarks of a GET /api/bookmarks/{userId} answer need offline. */
export function prefetchBookmarks(userId: string, body: unknown): Promise<void> {
  const items = (Array.isArray(body) ? body : []).filter(isListItem).slice(0, BOOKMARKS_PREFETCH_MAX);
  return enqueue(
    userId,
    items.map((item) => ({ id: item.news.id, article: item.news })),
  );
}

/** Fetches ahead one article just found bookmarked (its text too, unless already kept). */
export function prefetchBookmarkedArticle(userId: string, id: string): Promise<void> {
  return enqueue(userId, [{ id }]);
}
