import { renewalDue, SESSION_RENEW_HEADER } from '@tidings/service-kit/session-token';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayErrors } from '../errors.js';
import { isCrossOriginMutation } from '../origin-check.js';
import { resolveRoute } from '../route-map.js';
import type { SessionClaims } from '../session.js';
import type { Upstreams } from '../upstreams.js';

export interface ApiProxyOptions {
  upstreams: Upstreams;
  checkSession: (request: FastifyRequest) => SessionClaims;
  allowedOrigins: readonly string[];
  bodyLimit: number;
}

const PROXIED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `/api/*` (bar the gateway's own `/api/openapi.json` and `/api/docs`): origin check, route map,
 * session check, then the call goes to its service with body, path and query untouched.
 */
export async function apiProxyRoutes(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { upstreams, checkSession, bodyLimit } = options;
  const allowedOrigins = new Set(options.allowedOrigins);

  // Bodies are streamed to the service as they arrive, never parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onRequest', async (request) => {
    if (isCrossOriginMutation(request, allowedOrigins)) throw new GatewayErrors.CrossOriginRejected();
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > bodyLimit) throw new GatewayErrors.BodyTooLarge(bodyLimit);
  });

  app.route({
    method: PROXIED_METHODS,
    url: '/api/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const query = url.indexOf('?');
      const match = resolveRoute(request.method, query === -1 ? url : url.slice(0, query));
      if (!match) return reply.callNotFound();
      if (match.auth === 'session') {
        const claims = checkSession(request);
        // Past half its idle window: the app renews (POST /api/session/renew) so an active reader is never signed out.
        if (renewalDue(claims, Date.now() / 1000)) reply.header(SESSION_RENEW_HEADER, 'due');
      }
      return upstreams.forward(request, reply, match.service);
    },
  });
}
