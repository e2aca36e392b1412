// The reader's date format (spec section 2: short month, day, 2-digit year, "Jan 5, 25"), so a
// saved article shows the same date here as when it is opened.
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: '2-digit' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 25" in the reader's time zone; '' for a date that does not parse. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? SHORT_DATE.format(date) : '';
}

/** "January 2025"; '' for a date that does not parse. */
export function formatMonthYear(iso: string): string {
  const date = parse(iso);
  return date ? MONTH_YEAR.format(date) : '';
}
