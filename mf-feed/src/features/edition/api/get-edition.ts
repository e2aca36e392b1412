import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Edition } from '@tidings/contracts/briefing';
import { apiGet } from '@tidings/web-kit/api-client';
import { timeZoneHeader } from '@tidings/web-kit/tracking/device-time-zone';
import { useUser } from '@tidings/web-kit/user';

/** An answer that is not an edition (or a saved one of an older shape): shown as the error. */
export class EditionFormatError extends Error {
  constructor() {
    super('The edition answer is not an edition');
    this.name = 'EditionFormatError';
  }
}

const isItem = (value: unknown): boolean => {
  const { article, summary, sourceCount, followed } = (value ?? {}) as Record<string, unknown>;
  const { id, title } = (article ?? {}) as Record<string, unknown>;
  return typeof id === 'string' && typeof title === 'string' && typeof summary === 'string' && typeof sourceCount === 'number' && Array.isArray(followed);
};

/**
 * The contract's edition shape, checked by hand: zod stays out of the browser bundle (the feed
 * does the same). What the screen relies on is checked; the rest is the contract's word.
 */
export function isEdition(value: unknown): value is Edition {
  const { items, read, nextAt, timeZone, builtAt } = (value ?? {}) as Record<string, unknown>;
  return Array.isArray(items) && items.every(isItem) && Array.isArray(read) && typeof nextAt === 'string' && typeof timeZone === 'string' && typeof builtAt === 'string';
}

/**
 * GET /api/edition with the device's time zone (the edition day is the reader's). Offline, the
 * answer kept on the device stands in (web-kit's saved-routes keeps it).
 */
export async function getEdition({ signal }: { signal?: AbortSignal } = {}): Promise<Edition> {
  const body = await apiGet<unknown>(QUERY_KEYS.edition[0], { signal, headers: timeZoneHeader() });
  if (!isEdition(body)) throw new EditionFormatError();
  return body;
}

export const editionQueryOptions = queryOptions({ queryKey: QUERY_KEYS.edition, queryFn: getEdition });

/** Today's edition, for a signed-in reader. */
export function useEdition() {
  const { data: user } = useUser();
  return useQuery({ ...editionQueryOptions, enabled: Boolean(user) });
}
