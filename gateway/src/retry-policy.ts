import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency';
import type { FastifyRequest } from 'fastify';
import { compilePattern, type Method } from './route-map.js';

/**
 * The writes whose service honours `Idempotency-Key` (service-kit idempotency.ts: a repeat answers
 * the first answer and changes nothing). The repo test "the gateway retries exactly the writes the
 * services document as idempotent" keeps this list equal to the services' OpenAPI.
 */
export const KEYED_WRITES: readonly { method: Method; pattern: string }[] = [
  { method: 'POST', pattern: '/api/bookmarks' },
  { method: 'POST', pattern: '/api/bookmarks/:newsId' },
  { method: 'DELETE', pattern: '/api/bookmarks/:id' },
  { method: 'DELETE', pattern: '/api/bookmarks/:userId/:newsId' },
  { method: 'PUT', pattern: '/api/news/:id/reaction' },
  { method: 'POST', pattern: '/api/news/:id/read' },
  { method: 'PATCH', pattern: '/api/news/:id/read' },
  { method: 'POST', pattern: '/api/engagement' },
  { method: 'PUT', pattern: '/api/engagement/time' },
  { method: 'POST', pattern: '/api/topics' },
  { method: 'DELETE', pattern: '/api/topics/:key' },
  { method: 'POST', pattern: '/api/inbox/visit' },
];

const COMPILED = KEYED_WRITES.map((write) => ({ method: write.method, regex: compilePattern(write.pattern) }));

/**
 * May this call be sent again, to another instance, after a connection failure that may have come
 * after the service received it? Reads may; a write only when it carries an Idempotency-Key that
 * its service honours. Anything else is sent at most once.
 */
export function isReplayable(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  if (typeof request.headers[IDEMPOTENCY_KEY_HEADER] !== 'string') return false;
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  return COMPILED.some((write) => write.method === request.method && write.regex.test(path));
}
