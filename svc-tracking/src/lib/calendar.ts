// Calendar days in a time zone, as `YYYY-MM-DD` strings. Days are compared and stepped as dates,
// never as 24-hour blocks of milliseconds, so DST days of 23 or 25 hours count as one day each.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD; hourCycle is irrelevant as only the date is asked for.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day that `instant` falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
