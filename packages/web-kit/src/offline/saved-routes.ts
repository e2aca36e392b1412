import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';

// Which GET answers are kept on the device for offline reading, and under which key. Kept small
// and synchronous: the offline layer asks it on every GET answer; the IndexedDB code loads lazily.

export type SavedKind = 'user' | 'feed' | 'bookmarks' | 'article' | 'profile' | 'edition';

export interface SavedRoute {
  kind: SavedKind;
  /** The key the answer is stored under: the path, without a query that only defeats caches. */
  path: string;
  /** The article an 'article' answer belongs to (its text, insights, reaction, bookmark state). */
  articleId?: string;
}

/** An article's own parts; its story's full coverage (`/story/{id}`) is kept with it too. */
const ARTICLE_PARTS = new Set(['summary', 'sentiment', 'related', 'reaction', 'story']);
/** /api/news/<word> paths that are lists, not an article id. */
const NEWS_LISTS = new Set(['filtered', 'search']);
const PROFILE_PATHS = new Set<string>([QUERY_KEYS.streak[0], QUERY_KEYS.personalities[0]]);
/** Today's edition (issue 32): saved when it is built, so it reads offline on the train. Its articles come inside it. */
const EDITION_PATH = '/api/edition';

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The kept route a GET URL names, or null when its answer is never stored. */
export function savedRouteOf(url: string): SavedRoute | null {
  const [pathname = '', query] = url.split('?', 2);
  if (pathname === '/api/user') return query ? null : { kind: 'user', path: pathname };
  // The feed's `?{timestamp}` is there to defeat caches: every feed answer is "the last feed".
  if (pathname === '/api/news/filtered') return { kind: 'feed', path: pathname };
  if (query) return null;
  if (PROFILE_PATHS.has(pathname)) return { kind: 'profile', path: pathname };
  if (pathname === EDITION_PATH) return { kind: 'edition', path: pathname };
  const parts = pathname.split('/').slice(1);
  if (parts[0] !== 'api') return null;
  if (parts[1] === 'bookmarks' && parts[2] === 'check' && parts.length === 4) {
    const articleId = decode(parts[3]!);
    return articleId ? { kind: 'article', path: pathname, articleId } : null;
  }
  if (parts[1] === 'bookmarks' && parts.length === 3) return { kind: 'bookmarks', path: pathname };
  if (parts[1] === 'news' && (parts.length === 3 || (parts.length === 4 && ARTICLE_PARTS.has(parts[3]!)))) {
    const articleId = decode(parts[2]!);
    if (!articleId || NEWS_LISTS.has(articleId)) return null;
    return { kind: 'article', path: pathname, articleId };
  }
  return null;
}

/** The article's own answer (its full text): what a recently opened article is kept under. */
export const articlePath = (articleId: string): string => QUERY_KEYS.article(articleId)[0]!;

/** What the insights tab shows for an article, fetched ahead for bookmarks (the reader's own keys). */
export const articleReadingPaths = (articleId: string): string[] =>
  [QUERY_KEYS.article, QUERY_KEYS.summary, QUERY_KEYS.sentiment, QUERY_KEYS.related].map((key) => key(articleId)[0]!);

/** A GET /api/bookmarks/check/{id} answer saying the article is bookmarked. */
export function isCheckSayingBookmarked(path: string, body: unknown): boolean {
  return path.startsWith('/api/bookmarks/check/') && (body as { isBookmarked?: unknown } | null)?.isBookmarked === true;
}
