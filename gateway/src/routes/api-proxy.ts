import { renewalDue, SESSION_RENEW_HEADER } from '@tidings/service-kit/session-token';
import { CommonErrors } from '@tidings/service-kit/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TokenExchangeUnavailable } from '../access-token-exchange.js';
import { isBearerRequest, sendExchangeUnavailable, type BearerCheck } from '../bearer-check.js';
import { GatewayErrors } from '../errors.js';
import { isCrossOriginMutation } from '../origin-check.js';
import { resolveRoute, type RouteMatch } from '../route-map.js';
import type { SessionClaims } from '../session.js';
import { tokenScopeRefusal } from '../token-scope-refusal.js';
import type { Upstreams } from '../upstreams.js';

export interface ApiProxyOptions {
  upstreams: Upstreams;
  checkSession: (request: FastifyRequest) => SessionClaims;
  checkBearer: BearerCheck;
  allowedOrigins: readonly string[];
  bodyLimit: number;
}

const PROXIED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `/api/*` (bar the gateway's own `/api/openapi.json` and `/api/docs`): origin check, route map,
 * session check, then the call goes to its service with body, path and query untouched.
 *
 * A call with an Authorization header is an access token's (bearer-check.ts): the token is
 * exchanged for the JWT the services verify, on every route, public ones included; it replaces
 * the session check, and the call goes on with that JWT and without the cookie.
 */
export async function apiProxyRoutes(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { upstreams, checkSession, checkBearer, bodyLimit } = options;
  const allowedOrigins = new Set(options.allowedOrigins);

  // Bodies are streamed to the service as they arrive, never parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onRequest', async (request) => {
    // CSRF rides on the cookie a browser adds by itself; a bearer call's cookie never reaches a
    // service (upstreamHeaders drops it), and a page can only add Authorization where CORS lets it.
    if (!isBearerRequest(request) && isCrossOriginMutation(request, allowedOrigins)) throw new GatewayErrors.CrossOriginRejected();
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
      // Counted under the rule's pattern (`/api/news*`): `/api/*` says nothing, the path has ids.
      request.metricsRoute = match.rule.pattern;
      if (isBearerRequest(request)) return forwardAsToken(request, reply, match);
      if (match.auth === 'session') {
        const claims = checkSession(request);
        // Past half its idle window: the app renews (POST /api/session/renew) so an active reader is never signed out.
        if (renewalDue(claims, Date.now() / 1000)) reply.header(SESSION_RENEW_HEADER, 'due');
      }
      return upstreams.forward(request, reply, match.service);
    },
  });

  async function forwardAsToken(request: FastifyRequest, reply: FastifyReply, match: RouteMatch): Promise<FastifyReply> {
    let grant;
    try {
      grant = await checkBearer(request);
    } catch (error) {
      if (error instanceof TokenExchangeUnavailable) return sendExchangeUnavailable(reply, error);
      throw error;
    }
    if (!grant) throw new CommonErrors.TokenInvalid();
    const refusal = tokenScopeRefusal(request.method, match.rule, grant.claims.scp);
    if (refusal) throw new CommonErrors.TokenScopeMissing(refusal);
    return upstreams.forward(request, reply, match.service, grant.jwt);
  }
}
