import { jsonSlot, type JsonSlot } from '../tracking/tracking-storage';
import { LISTEN_RESUME_KEY } from '@tidings/web-kit/listen/listen-flag';
import { clampRate, type ListenPosition } from './listen-queue';
import type { ListenItem, ListenOrigin } from './listen-types';

// Resume: the queue and where it stopped, kept on the device for the user who listened, so a
// reload or a later visit offers to go on. It belongs to one user as the reading log does: another
// user's queue is never offered, and logout or account deletion forgets it (forgetListening).

/** A queue left longer than this is not offered again. */
export const LISTEN_RESUME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Whole articles can be long: the queue saved is cut at this many items. */
export const LISTEN_RESUME_MAX_ITEMS = 50;

export interface SavedListen extends ListenPosition {
  userId: string;
  origin: ListenOrigin;
  items: ListenItem[];
  rate: number;
  savedAt: number;
}

const ORIGINS: readonly string[] = ['edition', 'feed', 'article'] satisfies ListenOrigin[];

const isItem = (value: unknown): value is ListenItem => {
  const { newsId, title, text, source } = (value ?? {}) as Record<string, unknown>;
  return typeof newsId === 'string' && typeof title === 'string' && typeof text === 'string' && typeof source === 'string';
};

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseSaved(stored: unknown): SavedListen | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId, origin, items, index, chunk, rate, savedAt } = stored as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof origin !== 'string' || !ORIGINS.includes(origin) || !Array.isArray(items)) return null;
  if (!isCount(index) || !isCount(chunk) || typeof savedAt !== 'number') return null;
  const kept = items.filter(isItem);
  if (kept.length !== items.length || index >= kept.length) return null;
  return { userId, origin: origin as ListenOrigin, items: kept, index, chunk, rate: clampRate(rate), savedAt };
}

export function listenResumeSlot(): JsonSlot<SavedListen | null> {
  return jsonSlot('local', LISTEN_RESUME_KEY, parseSaved, () => null);
}

/** Keeps the queue and position; a long queue keeps the items around the current one. */
export function saveListen(slot: JsonSlot<SavedListen | null>, saved: SavedListen): void {
  const from = Math.max(0, Math.min(saved.index, saved.items.length - LISTEN_RESUME_MAX_ITEMS));
  slot.write({ ...saved, items: saved.items.slice(from, from + LISTEN_RESUME_MAX_ITEMS), index: saved.index - from });
}

/** The queue `userId` left within the last week, or null (another user's, or an old one). */
export function savedListenFor(slot: JsonSlot<SavedListen | null>, userId: string, now: number): SavedListen | null {
  const saved = slot.read();
  if (!saved || saved.userId !== userId || now - saved.savedAt > LISTEN_RESUME_MAX_AGE_MS || saved.savedAt > now + 60_000) return null;
  return saved;
}
