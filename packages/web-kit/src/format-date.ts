// The dates every screen prints, in the reader's time zone, each '' for a date that does not
// parse. One module so a story shows the same date in the reader and in bookmarks.
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: '2-digit' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const THIS_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const OTHER_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec section 2, the reader's published date: short month, day, 2-digit year ("Jan 5, 25"). */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? SHORT_DATE.format(date) : '';
}

/** "January 2025" (member since). */
export function formatMonthYear(iso: string): string {
  const date = parse(iso);
  return date ? MONTH_YEAR.format(date) : '';
}

/**
 * A search result's date: "Mar 4, 3:05 PM" this year, "Mar 4, 2024" before. The time matters for
 * the day's news; for older stories the year does.
 */
export function formatPublishedDate(iso: string, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return (date.getFullYear() === now.getFullYear() ? THIS_YEAR : OTHER_YEAR).format(date);
}
