import type { PublicUser } from '@tidings/contracts/user';
import { articlesToKeep, bookmarkedIds, withOpened, type OpenedArticle } from './keep-policy';
import { offlineDb, type SavedAnswer } from './offline-db';
import { articlePath, isCheckSayingBookmarked, savedRouteOf } from './saved-routes';

// Loaded lazily by the offline layer (first-load JavaScript stays small): stores the kept GET
// answers of the last known user and answers from them when the network fails. Storage failures (no
// IndexedDB, quota) are swallowed by the callers: offline reading degrades, the app does not.

/** A row of the user's own bookkeeping: the articles opened lately (see keep-policy). */
const OPENED_PATH = '#opened';

export type SavedLookup = { found: true; body: unknown } | { found: false };

const isUser = (body: unknown): body is PublicUser => typeof (body as PublicUser | null)?.id === 'string';

export async function lastUser(): Promise<PublicUser | undefined> {
  return (await offlineDb()).get('device', 'lastUser');
}

async function put(userId: string, path: string, body: unknown, articleId?: string): Promise<void> {
  const row: SavedAnswer = { userId, path, savedAt: Date.now(), body, ...(articleId ? { articleId } : {}) };
  await (await offlineDb()).put('answers', row);
}

async function get(userId: string, path: string): Promise<SavedAnswer | undefined> {
  return (await offlineDb()).get('answers', [userId, path]);
}

/**
 * Stores a successful answer of a kept route for the last known user (the user's own, for
 * /api/user). Answers whose it was kept as (the user id), or undefined when it was not.
 */
export async function keepAnswer(url: string, body: unknown): Promise<string | undefined> {
  const route = savedRouteOf(url);
  if (!route) return undefined;
  if (route.kind === 'user') {
    if (!isUser(body)) return undefined;
    await (await offlineDb()).put('device', body, 'lastUser');
    return body.id;
  }
  const user = await lastUser();
  if (!user) return undefined;
  await put(user.id, route.path, body, route.articleId);
  if (route.kind === 'bookmarks') await pruneArticles(user.id);
  return user.id;
}

/** The saved answer for a GET URL, when the last known user has one. */
export async function savedAnswer(url: string): Promise<SavedLookup> {
  const route = savedRouteOf(url);
  if (!route) return { found: false };
  const user = await lastUser();
  if (!user) return { found: false };
  if (route.kind === 'user') return { found: true, body: user };
  const row = await get(user.id, route.path);
  return row ? { found: true, body: row.body } : { found: false };
}

/** Keeps an article the reader shows (it often comes from the feed, not from a GET of its own). */
export async function keepOpenedArticle(article: { id: string }): Promise<void> {
  const user = await lastUser();
  if (!user) return;
  await put(user.id, articlePath(article.id), article, article.id);
  const opened = ((await get(user.id, OPENED_PATH))?.body as OpenedArticle[] | undefined) ?? [];
  await put(user.id, OPENED_PATH, withOpened(opened, article.id, Date.now()));
  await pruneArticles(user.id);
}

/**
 * A story view was opened: its answer is kept under the article it was asked by (saved-routes),
 * so that article counts as opened and the story stays, like an opened article, for a while.
 */
export async function keepOpenedStory(storyId: string): Promise<void> {
  const user = await lastUser();
  if (!user) return;
  const opened = ((await get(user.id, OPENED_PATH))?.body as OpenedArticle[] | undefined) ?? [];
  await put(user.id, OPENED_PATH, withOpened(opened, storyId, Date.now()));
  await pruneArticles(user.id);
}

/** Drops the articles (with their insights) that are neither bookmarked nor recently opened. */
export async function pruneArticles(userId: string): Promise<void> {
  const db = await offlineDb();
  const rows = await db.getAllFromIndex('answers', 'byUser', userId);
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const bookmarks = [...byPath.values()].find((row) => savedRouteOf(row.path)?.kind === 'bookmarks');
  const opened = (byPath.get(OPENED_PATH)?.body as OpenedArticle[] | undefined) ?? [];
  // Bookmarked: in the saved list, or since (a check saying so, before the list was loaded again).
  const checked = rows.filter((row) => row.articleId && isCheckSayingBookmarked(row.path, row.body)).map((row) => row.articleId!);
  const keep = articlesToKeep([...bookmarkedIds(bookmarks?.body), ...checked], opened, Date.now());
  const doomed = rows.filter((row) => row.articleId !== undefined && !keep.has(row.articleId));
  if (doomed.length === 0) return;
  const tx = db.transaction('answers', 'readwrite');
  await Promise.all([...doomed.map((row) => tx.store.delete([row.userId, row.path])), tx.done]);
}

/** Whether an answer for this path was saved for the user after `since` (prefetch skips it). */
export async function savedSince(userId: string, path: string, since: number): Promise<boolean> {
  const row = await get(userId, path);
  return row !== undefined && row.savedAt >= since;
}

/** Stores an answer for the user directly (a bookmark's article, which its list already holds). */
export async function keepFor(userId: string, path: string, body: unknown, articleId?: string): Promise<void> {
  await put(userId, path, body, articleId);
}

/**
 * Sign-out or a 401: the device no longer knows a user, so a reload offline shows /auth. With
 * `userId` (logout, account deletion) everything kept for that user goes too.
 */
export async function forgetUser(userId?: string): Promise<void> {
  const db = await offlineDb();
  await db.delete('device', 'lastUser');
  if (!userId) return;
  const tx = db.transaction('answers', 'readwrite');
  const keys = await tx.store.index('byUser').getAllKeys(userId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
