// The card's age badge (spec sections 2 and 9): its text, its colour band and how often it must
// be recomputed to stay right.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Months and years as whole 30 and 365 days: a badge needs a rough age, not a calendar. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Milliseconds since publication; a date in the future (clock skew) or unreadable counts as 0. */
export function ageMs(publishedAt: string, now: number): number {
  const published = Date.parse(publishedAt);
  return Number.isNaN(published) ? 0 : Math.max(0, now - published);
}

/** 'Just now', then Nm / Nh / Nd / Nw / Nmo / Ny ago. */
export function ageText(age: number): string {
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d ago`;
  if (age < MONTH) return `${Math.floor(age / WEEK)}w ago`;
  if (age < YEAR) return `${Math.floor(age / MONTH)}mo ago`;
  return `${Math.floor(age / YEAR)}y ago`;
}

export type AgeTone = 'green' | 'blue' | 'amber' | 'orange' | 'grey';

/** Green under 1 h, blue under 6 h, amber under 24 h, orange under 72 h, grey after. */
export function ageTone(age: number): AgeTone {
  if (age < HOUR) return 'green';
  if (age < 6 * HOUR) return 'blue';
  if (age < DAY) return 'amber';
  if (age < 3 * DAY) return 'orange';
  return 'grey';
}

/** How long the badge stays right: 30 s under 1 h, 1 min under a day, 5 min under a week, 30 min after. */
export function refreshIntervalMs(age: number): number {
  if (age < HOUR) return 30_000;
  if (age < DAY) return MINUTE;
  if (age < WEEK) return 5 * MINUTE;
  return 30 * MINUTE;
}
