// The streak tests' reference implementation and zones, shared by the unit and the API tests.
// Zones with DST (northern and southern), half-hour DST, odd offsets and both date-line edges.
export const ZONES = [
  'UTC',
  'Europe/Dublin',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const HOUR = 3_600_000;

/**
 * A deliberately different reference: local days through another Intl format, and "the day
 * before" found by stepping back an hour at a time until the local date changes — no date
 * arithmetic at all, so it cannot share a bug with addDays.
 */
export function referenceStreak(reads: number[], now: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const dayOf = (t: number) => {
    const [month, date, year] = format.format(t).split('/');
    return `${year}-${month!.padStart(2, '0')}-${date!.padStart(2, '0')}`;
  };
  const readDays = new Set(reads.map(dayOf));
  const previousDay = (t: number) => {
    const day = dayOf(t);
    let u = t;
    while (dayOf(u) === day) u -= HOUR;
    return u;
  };
  const runEndingAt = (t: number) => {
    let length = 0;
    for (let u = t; readDays.has(dayOf(u)); u = previousDay(u)) length++;
    return length;
  };
  const today = runEndingAt(now);
  const currentStreak = today > 0 ? today : runEndingAt(previousDay(now));
  const maxStreak = Math.max(0, ...reads.map(runEndingAt));
  const lastStreakDate = reads.length ? [...readDays].sort().at(-1)! : null;
  return { currentStreak, maxStreak, lastStreakDate };
}

