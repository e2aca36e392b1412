// The saved feed position (spec sections 3, 4 and 9): activeIndex and timestamp, plus the
// article that was in view and whose feed it was. Valid for 30 minutes.
//
// The server's feed leaves out what the user has viewed, so after a reload the list is shorter
// at the front and an index alone would land past stories never seen. Hence: resume on the saved
// article when it is still listed; when it is gone (it was viewed, so it was excluded) every
// listed story is unseen and the top is where reading continues. An entry without an article id
// (written before ids were kept) falls back to the spec's rule: the index, when within range.

export const FEED_POSITION_KEY = 'feedPosition';
export const FEED_POSITION_TTL_MS = 30 * 60_000;

export interface FeedPosition {
  activeIndex: number;
  /** Epoch ms when it was saved. */
  timestamp: number;
  articleId?: string;
  userId?: string;
}

export function readFeedPosition(storage: Storage = window.localStorage): FeedPosition | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FEED_POSITION_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { activeIndex, timestamp, articleId, userId } = parsed as Record<string, unknown>;
    if (!Number.isInteger(activeIndex) || typeof timestamp !== 'number') return null;
    return {
      activeIndex: activeIndex as number,
      timestamp,
      ...(typeof articleId === 'string' ? { articleId } : {}),
      ...(typeof userId === 'string' ? { userId } : {}),
    };
  } catch {
    return null;
  }
}

export function writeFeedPosition(position: FeedPosition, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(FEED_POSITION_KEY, JSON.stringify(position));
  } catch {
    // Storage full or blocked (private mode): the feed then starts at the top next time.
  }
}

/** The index to open the feed at, given what was saved and the list just loaded. */
export function restoreIndex(saved: FeedPosition | null, ids: readonly string[], now: number, userId: string): number {
  if (!saved || ids.length === 0) return 0;
  const age = now - saved.timestamp;
  if (age < 0 || age >= FEED_POSITION_TTL_MS) return 0;
  if (saved.userId !== undefined && saved.userId !== userId) return 0;
  if (saved.articleId !== undefined) {
    const at = ids.indexOf(saved.articleId);
    return at >= 0 ? at : 0;
  }
  return saved.activeIndex >= 0 && saved.activeIndex < ids.length ? saved.activeIndex : 0;
}
