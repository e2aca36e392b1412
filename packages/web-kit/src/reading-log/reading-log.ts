import { jsonSlot, type JsonSlot } from '../tracking/tracking-storage';

// The reading history this device keeps (issue 31, "Your reading mix"): for each article read,
// its outlet and when. The profile computes the reader's own spectrum from it, on the device: the
// server is never asked what one person reads from which side. It belongs to one user, as the
// viewed ids do: a different user signing in on the same browser starts a new log, and logout or
// account deletion forgets it (`forgetReadingLog`).

/** Per browser (localStorage). */
export const READING_LOG_KEY = 'tidingsReadingLog';
/** The mix looks back this far; older reads are dropped on the next write. */
export const READING_LOG_DAYS = 30;
export const READING_LOG_WINDOW_MS = READING_LOG_DAYS * 24 * 60 * 60 * 1000;
/** At most this many reads are kept (the newest), whatever the window holds. */
export const READING_LOG_MAX = 500;

const ID_MAX_CHARS = 64;
const SOURCE_MAX_CHARS = 200;

export interface ReadEntry {
  /** The article's id: an article read twice counts once, at its latest read. */
  id: string;
  /** The outlet's name, as the article gives it (`source`). */
  source: string;
  /** When it was read (ms since the epoch). */
  at: number;
}

export interface ReadingLog {
  userId: string;
  /** In the order they were recorded. */
  entries: ReadEntry[];
}

const isEntry = (entry: unknown): entry is ReadEntry => {
  const { id, source, at } = (entry ?? {}) as Record<string, unknown>;
  return typeof id === 'string' && typeof source === 'string' && typeof at === 'number' && Number.isFinite(at);
};

function parseReadingLog(stored: unknown): ReadingLog | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId, entries } = stored as Record<string, unknown>;
  if (typeof userId !== 'string' || !Array.isArray(entries)) return null;
  return { userId, entries: entries.filter(isEntry).slice(-READING_LOG_MAX) };
}

export function readingLogSlot(): JsonSlot<ReadingLog | null> {
  return jsonSlot('local', READING_LOG_KEY, parseReadingLog, () => null);
}

const within = (now: number) => (entry: ReadEntry) => entry.at > now - READING_LOG_WINDOW_MS && entry.at <= now;

/** Adds a read for `userId`; another user's log is replaced, reads older than the window dropped. */
export function rememberRead(slot: JsonSlot<ReadingLog | null>, userId: string, read: ReadEntry): void {
  const source = read.source.trim();
  if (read.id.length === 0 || read.id.length > ID_MAX_CHARS || source.length === 0 || source.length > SOURCE_MAX_CHARS) return;
  const stored = slot.read();
  const fresh = (entry: ReadEntry) => entry.id !== read.id && entry.at > read.at - READING_LOG_WINDOW_MS;
  const kept = stored?.userId === userId ? stored.entries.filter(fresh) : [];
  kept.push({ id: read.id, source, at: read.at });
  slot.write({ userId, entries: kept.slice(-READING_LOG_MAX) });
}

/** The reads of `userId` in the last 30 days before `now`; none for another user. */
export function readsOf(slot: JsonSlot<ReadingLog | null>, userId: string, now: number): ReadEntry[] {
  const stored = slot.read();
  return stored?.userId === userId ? stored.entries.filter(within(now)) : [];
}

/** Logout or account deletion: the device forgets what was read on it. */
export function forgetReadingLog(slot: JsonSlot<ReadingLog | null> = readingLogSlot()): void {
  slot.remove();
}
