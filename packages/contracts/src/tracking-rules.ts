// The rules of svc-tracking's calls that the browser needs too, without zod: the tracking client
// checks its events before buffering them, and zod would cost every signed-in screen ~26 KB of
// first-load JavaScript. tracking.ts builds the server's zod schemas on these same rules.
export const ID_LENGTH = 36;
export const PLATFORM_MAX = 50;
export const EVENT_TYPE_MAX = 50;
export const ENGAGEMENT_TYPE_MAX = 10;
export const NEWS_ID_MAX = 64;
export const EVENTS_PER_BATCH_MAX = 500;
/** One event's eventData, measured as JSON text. */
export const EVENT_DATA_MAX_CHARS = 8192;
/** Nesting depth of eventData (MongoDB refuses very deep documents). */
export const EVENT_DATA_MAX_DEPTH = 8;
/** One report of time spent: a day at most. */
export const TIME_SPENT_MS_MAX = 86_400_000;
export const TIME_SPENT_SECONDS_MAX = 86_400;
export const DAILY_READING_GOAL = 3;
export const ENGAGEMENT_TYPES = ['viewed', 'read'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
/** The header the client sends its IANA time zone in (streak days are the user's calendar days). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** Size and key checks of eventData in one cheap walk (no JSON.stringify of the whole batch). */
export function eventDataProblem(value: unknown): string | null {
  let chars = 0;
  const walk = (node: unknown, depth: number): string | null => {
    if (depth > EVENT_DATA_MAX_DEPTH) return `eventData is nested more than ${EVENT_DATA_MAX_DEPTH} levels`;
    if (node === null || typeof node === 'boolean' || typeof node === 'number') {
      chars += 8;
    } else if (typeof node === 'string') {
      chars += node.length + 2;
    } else if (Array.isArray(node)) {
      chars += 2;
      for (const item of node) {
        const problem = walk(item, depth + 1);
        if (problem) return problem;
      }
    } else if (typeof node === 'object') {
      chars += 2;
      for (const key in node) {
        // MongoDB (and FerretDB) reserve `$` keys and read dots as paths.
        if (key.startsWith('$') || key.includes('.')) return `eventData keys cannot start with '$' or contain '.' (${key.slice(0, 40)})`;
        chars += key.length + 3;
        const problem = walk((node as Record<string, unknown>)[key], depth + 1);
        if (problem) return problem;
      }
    } else {
      return 'eventData must be JSON';
    }
    return chars > EVENT_DATA_MAX_CHARS ? `eventData must be at most ${EVENT_DATA_MAX_CHARS} characters of JSON` : null;
  };
  return walk(value, 1);
}

/** Names already looked up (a formatter's construction is costly, and every tracked request names one). */
const canonicalNames = new Map<string, string | null>();
const CANONICAL_NAMES_MAX = 1000;

/**
 * An IANA time zone name in its usual spelling, or null when Intl does not know it. Intl matches
 * names case-insensitively and may answer an older alias (ICU says Asia/Calcutta for
 * Asia/Kolkata), so only the letter case of its answer is taken.
 */
export function canonicalTimeZone(name: string): string | null {
  const known = canonicalNames.get(name);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    canonical = resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    canonical = null;
  }
  if (canonicalNames.size >= CANONICAL_NAMES_MAX) canonicalNames.clear();
  canonicalNames.set(name, canonical);
  return canonical;
}

/** What the server would refuse in a tracked event the client built itself (ids are generated). */
export function trackedEventProblem(event: { eventType: string; eventData?: Record<string, unknown>; storyId?: string }): string | null {
  if (event.eventType.length < 1 || event.eventType.length > EVENT_TYPE_MAX) return `eventType must be 1 to ${EVENT_TYPE_MAX} characters`;
  if (event.storyId !== undefined && (event.storyId.length < 1 || event.storyId.length > NEWS_ID_MAX)) return `storyId must be 1 to ${NEWS_ID_MAX} characters`;
  return event.eventData === undefined ? null : eventDataProblem(event.eventData);
}
