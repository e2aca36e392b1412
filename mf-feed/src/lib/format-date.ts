// Spec section 2: the reader's published date reads short month, day, 2-digit year ("Jan 5, 25").
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: '2-digit' });

/** "Jan 5, 25" in the reader's time zone; '' for a date that does not parse. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}
