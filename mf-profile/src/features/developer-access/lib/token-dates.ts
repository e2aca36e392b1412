import type { AccessToken } from '@tidings/contracts/access-tokens';
import { formatShortDate } from '@tidings/web-kit/format-date';

// How a token's dates read in the list, in the reader's time zone. Dates use the profile's short
// format ("Jan 5, 25"); the last use adds the time, which is what tells a leak from a cron job.

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatShortDate(iso)}, ${TIME.format(date)}`;
}

export function isExpired(token: Pick<AccessToken, 'expiresAt'>, now: number = Date.now()): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
}

/** "Jan 5, 25", "No expiry" or "Expired". */
export function expiryText(token: Pick<AccessToken, 'expiresAt'>, now: number = Date.now()): string {
  if (token.expiresAt === null) return 'No expiry';
  return isExpired(token, now) ? 'Expired' : formatShortDate(token.expiresAt);
}

/** "Jan 5, 25, 2:03 PM from 203.0.113.7", or "Never used". */
export function lastUsedText(token: Pick<AccessToken, 'lastUsedAt' | 'lastUsedAddress'>): string {
  if (token.lastUsedAt === null) return 'Never used';
  const when = formatDateTime(token.lastUsedAt);
  return token.lastUsedAddress ? `${when} from ${token.lastUsedAddress}` : when;
}
