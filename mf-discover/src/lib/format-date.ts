// A result's published date: "Mar 4, 3:05 PM" this year, "Mar 4, 2024" before. The time matters
// for the day's news; for older stories the year does.
const THIS_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const OTHER_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** '' for a date that does not parse. */
export function formatPublishedDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (date.getFullYear() === now.getFullYear() ? THIS_YEAR : OTHER_YEAR).format(date);
}
