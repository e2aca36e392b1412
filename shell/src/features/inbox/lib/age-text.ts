// An inbox item's age, as the feed's cards say it ("5m ago"): the inbox reaches back a week.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function ageText(publishedAt: string, now: number): string {
  const published = Date.parse(publishedAt);
  const age = Number.isNaN(published) ? 0 : Math.max(0, now - published);
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  return `${Math.floor(age / DAY)}d ago`;
}
