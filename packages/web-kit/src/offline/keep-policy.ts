// What stays on the device (pure, so it is tested without IndexedDB): every bookmarked article,
// and the articles opened in the last RECENT_DAYS, at most RECENT_MAX of them. An article goes
// with everything kept about it (its insights, reaction, bookmark state).

export const RECENT_DAYS = 7;
export const RECENT_MAX = 50;
/** Bookmarks whose text and insights are fetched ahead, newest first. */
export const BOOKMARKS_PREFETCH_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OpenedArticle {
  id: string;
  at: number;
}

/** The opened list after opening `id` now: newest first, within the window and the cap. */
export function withOpened(list: readonly OpenedArticle[], id: string, now: number): OpenedArticle[] {
  return [{ id, at: now }, ...list.filter((entry) => entry.id !== id)].filter((entry) => now - entry.at <= RECENT_DAYS * DAY_MS).slice(0, RECENT_MAX);
}

/** The ids of a GET /api/bookmarks/{userId} answer, newest first; anything else yields none. */
export function bookmarkedIds(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: unknown) => {
    const id = (item as { news?: { id?: unknown } } | null)?.news?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** The articles to keep: bookmarked ones, and recently opened ones still within the window. */
export function articlesToKeep(bookmarked: readonly string[], opened: readonly OpenedArticle[], now: number): Set<string> {
  const recent = opened.filter((entry) => now - entry.at <= RECENT_DAYS * DAY_MS).slice(0, RECENT_MAX);
  return new Set([...bookmarked, ...recent.map((entry) => entry.id)]);
}
