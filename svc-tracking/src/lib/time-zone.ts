import type { FastifyRequest } from 'fastify';
import { canonicalTimeZone, TIME_ZONE_HEADER } from '@tidings/contracts/tracking';

/** The caller's time zone (already validated by the route's header schema), else UTC. */
export function timeZoneOf(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER];
  return typeof header === 'string' ? (canonicalTimeZone(header) ?? 'UTC') : 'UTC';
}
