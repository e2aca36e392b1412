import { SYNC_VIEWED_MAX } from '@tidings/contracts/news-limits';
import { jsonSlot, VIEWED_ARTICLE_IDS_KEY, type JsonSlot } from './tracking-storage';

// The viewed article ids (spec section 3), sent with POST /api/articles/sync-viewed when a session
// starts so the feed leaves out what this device showed even if an engagement post was lost. They
// belong to one user: a different user signing in on the same browser starts a new list.

/** The newest ids, at most the server's sync limit; an id viewed again moves to the end. */
export interface ViewedIds {
  userId: string;
  ids: string[];
}

const ID_MAX_CHARS = 64;

function parseViewedIds(stored: unknown): ViewedIds | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId, ids } = stored as Record<string, unknown>;
  if (typeof userId !== 'string' || !Array.isArray(ids)) return null;
  return { userId, ids: ids.filter((id): id is string => typeof id === 'string').slice(-SYNC_VIEWED_MAX) };
}

export function viewedIdsSlot(): JsonSlot<ViewedIds | null> {
  return jsonSlot('local', VIEWED_ARTICLE_IDS_KEY, parseViewedIds, () => null);
}

export function rememberViewed(slot: JsonSlot<ViewedIds | null>, userId: string, newsId: string): void {
  if (newsId.length === 0 || newsId.length > ID_MAX_CHARS) return;
  const stored = slot.read();
  const ids = stored?.userId === userId ? stored.ids.filter((id) => id !== newsId) : [];
  ids.push(newsId);
  slot.write({ userId, ids: ids.slice(-SYNC_VIEWED_MAX) });
}

export function viewedIdsOf(slot: JsonSlot<ViewedIds | null>, userId: string): string[] {
  const stored = slot.read();
  return stored?.userId === userId ? stored.ids : [];
}
