import type { Edition } from '@tidings/contracts/briefing';

/** A read this device logged (web-kit's reading log): the article and when. */
export interface DeviceRead {
  id: string;
  at: number;
}

/**
 * The edition's read items: the server's `read`, plus the items this device read since the
 * edition was built. A read reaches svc-news over NATS a moment after the reader records it, so a
 * refetch right after the reader closes may not have it yet; the device's own log does, at once.
 * Only reads after `builtAt` count: the server would count those too once they arrive, so the
 * number never goes back down. Ids not in the edition are ignored.
 */
export function readItemIds(edition: Pick<Edition, 'items' | 'read' | 'builtAt'>, deviceReads: readonly DeviceRead[]): Set<string> {
  const ids = new Set(edition.items.map((item) => item.article.id));
  const builtAt = Date.parse(edition.builtAt);
  const local = deviceReads.filter((read) => Number.isFinite(builtAt) && read.at >= builtAt).map((read) => read.id);
  return new Set([...edition.read, ...local].filter((id) => ids.has(id)));
}
