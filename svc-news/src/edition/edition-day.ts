// The edition day in the reader's time zone: it starts at EDITION_HOUR local time, so a reader up
// at 01:00 still has yesterday evening's edition, and the next one is due at the next 06:00.
import { EDITION_HOUR } from '@tidings/contracts/briefing';

export interface EditionDay {
  /** YYYY-MM-DD, the local date the edition is of. */
  date: string;
  /** The next EDITION_HOUR, local time, as an instant. */
  nextAt: Date;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(at: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The instant a local wall-clock time names (the later one when a DST change repeats it, the next when it skips it). */
function instantOf(local: Omit<WallClock, 'minute'>, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour);
  let guess = asUtc;
  // Two corrections settle any offset, including the day of a DST change.
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += asUtc - seenAsUtc;
  }
  return new Date(guess);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function editionDay(now: Date, timeZone: string): EditionDay {
  const local = wallClock(now, timeZone);
  // Before EDITION_HOUR it is still the previous day's edition.
  const start = new Date(Date.UTC(local.year, local.month - 1, local.day - (local.hour < EDITION_HOUR ? 1 : 0)));
  const next = new Date(start.getTime() + 86_400_000);
  const date = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`;
  const nextAt = instantOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: EDITION_HOUR }, timeZone);
  return { date, nextAt };
}
