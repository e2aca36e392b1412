import { logTrackingFailure } from './tracking-log';

// Browser storage the tracking client keeps (spec section 3, "Browser storage keys"). Storage can
// be missing, full or blocked (private modes, quota): then the value lives in memory for this page
// and the failure is only logged.

/** Per tab (sessionStorage): a reload in the same tab sees it, another tab has its own session. */
export const SESSION_ID_KEY = 'sessionId';
export const SESSION_START_TIME_KEY = 'sessionStartTime';
/** Per browser (localStorage): the viewed article ids of the last signed-in user. */
export const VIEWED_ARTICLE_IDS_KEY = 'viewedArticleIds';
// Events not yet delivered wait with the writes in the page's durable queue (offline-queue).

export type StorageArea = 'local' | 'session';

export interface JsonSlot<T> {
  read(): T;
  write(value: T): void;
  remove(): void;
}

function areaOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * One storage key holding JSON. `parse` turns what is stored into a T (or the fallback when it is
 * missing or not understood), so a stale or foreign value never reaches the client.
 */
export function jsonSlot<T>(area: StorageArea, key: string, parse: (stored: unknown) => T | null, fallback: () => T): JsonSlot<T> {
  let memory: { value: T } | null = null;
  return {
    read() {
      if (memory) return memory.value;
      try {
        const raw = areaOf(area)?.getItem(key);
        if (raw === null || raw === undefined) return fallback();
        return parse(JSON.parse(raw)) ?? fallback();
      } catch {
        return fallback();
      }
    },
    write(value) {
      try {
        const storage = areaOf(area);
        if (!storage) throw new Error('storage is not available');
        storage.setItem(key, JSON.stringify(value));
        memory = null;
      } catch (error) {
        if (!memory) logTrackingFailure(`cannot store ${key}; keeping it in memory`, error);
        memory = { value };
      }
    },
    remove() {
      memory = null;
      try {
        areaOf(area)?.removeItem(key);
      } catch (error) {
        logTrackingFailure(`cannot remove ${key}`, error);
      }
    },
  };
}
