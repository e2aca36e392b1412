import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@tidings/contracts/idempotency-protocol';
import { TIME_ZONE_HEADER } from '@tidings/contracts/tracking-rules';
import { REQUEST_ID_HEADER } from '@tidings/service-kit/logger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What a client sends: the token, JSON, the write key, the streak's time zone, a request id and a W3C trace context to trace, and the app's no-cache pair. */
export const CORS_REQUEST_HEADERS = ['authorization', 'content-type', IDEMPOTENCY_KEY_HEADER, TIME_ZONE_HEADER, REQUEST_ID_HEADER, 'traceparent', 'tracestate', 'cache-control', 'pragma'].join(', ');
/** What a client reads beyond the CORS-safelisted headers: when to retry, the id to report, a replay, and a deprecation's dates and links. */
export const CORS_EXPOSED_HEADERS = ['retry-after', REQUEST_ID_HEADER, IDEMPOTENT_REPLAY_HEADER, 'deprecation', 'sunset', 'link'].join(', ');
/** Seconds a browser may reuse a preflight answer (Chromium caps it at 7200). */
export const CORS_MAX_AGE_S = 600;

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

function addVaryOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(origin|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Origin` : 'Origin');
}

/**
 * CORS for `/api` from the origins in ALLOWED_ORIGINS, so a page there can call the API with an
 * access token. Tokens, not cookies, cross origins: no Allow-Credentials, so a browser sends no
 * cookie cross-origin and reads no answer to one. Any other origin gets no CORS header at all
 * (its preflight falls through to the 404 it always got). Vary: Origin on every /api answer, so a
 * cache never hands one origin's answer to another.
 *
 * A hook rather than @fastify/cors: it is scoped to /api, stays silent for unlisted origins (the
 * plugin answers their preflights with its method and header lists), and the proxied answer's own
 * Vary is merged in onSend, after the service's headers are copied onto the reply.
 */
export function registerApiCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin !== undefined && allowed.has(origin) ? origin : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !isApi(request) || request.headers['access-control-request-method'] === undefined) return;
    const origin = allowedOrigin(request);
    if (!origin) return;
    return reply
      .code(204)
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-allow-methods', CORS_METHODS)
      .header('access-control-allow-headers', CORS_REQUEST_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_S))
      .send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request) || (reply.statusCode === 204 && request.method === 'OPTIONS')) return payload;
    addVaryOrigin(reply);
    const origin = allowedOrigin(request);
    if (origin) reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    return payload;
  });
}
