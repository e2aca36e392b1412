import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenScope } from '@tidings/contracts/access-tokens';
import { verifyBearer } from './bearer-auth.js';
import { CommonErrors } from './errors.js';
import { JWT_ALGORITHM, JWT_ISSUER } from './keys.js';
import { RevocationSet, RevocationWatcher } from './session-revocations.js';
import { cameFromItsCookie, carriesTokenScopes, isSessionClaims, sessionTokenFrom, type SessionClaims } from './session-token.js';

export type { SessionClaims } from './session-token.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: 401 unless the session cookie carries a valid, unrevoked token, or the request
     * has `Authorization: Bearer` with a token minted for a personal access token whose scopes
     * open this route (else 403 TOKEN_SCOPE_MISSING). A bearer header wins over any cookie.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The revoked sessions this instance knows (watched from NATS KV, see session-revocations). */
    sessionRevocations: RevocationWatcher;
  }
  interface FastifyRequest {
    /** The signed-in user's id, from the token; set by `authenticate`. */
    userId: string;
    /** The verified session claims; set by `authenticate`. */
    session: SessionClaims | null;
    /** The personal access token's id when the call came with one ('' for a session cookie); rate limits count per token. */
    tokenId: string;
    /** That token's scopes (null for a session cookie). */
    tokenScopes: TokenScope[] | null;
  }
}

export interface AuthOptions {
  publicKey: string;
  /** Only svc-auth passes this: it signs (each token with its own `exp`); everyone else verifies. */
  privateKey?: string;
}

export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret: options.privateKey ? { private: options.privateKey, public: options.publicKey } : { public: options.publicKey },
      sign: { algorithm: JWT_ALGORITHM, iss: JWT_ISSUER },
      // Options given here (not per call) let @fastify/jwt build one cached verifier at start;
      // per-call options would rebuild it on every request.
      verify: { algorithms: [JWT_ALGORITHM], allowedIss: JWT_ISSUER, cache: true },
    });

    const revocations = new RevocationWatcher(new RevocationSet(), app.log);
    app.decorate('sessionRevocations', revocations);
    if (app.hasDecorator('bus')) app.bus.onReady((_js, connection) => revocations.start(connection));
    app.addHook('onClose', async () => revocations.stop());

    app.decorateRequest('userId', '');
    app.decorateRequest('session', null);
    app.decorateRequest('tokenId', '');
    app.decorateRequest('tokenScopes', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) {
        const claims = verifyBearer(request, (token) => app.jwt.verify(token), revocations.set);
        request.userId = claims.sub;
        request.session = claims;
        request.tokenId = claims.tid;
        request.tokenScopes = claims.scp;
        return;
      }
      // Over TLS only the `__Host-` cookie counts (see session-token's prefixedCookieFrom).
      const source = sessionTokenFrom(request.cookies, request.protocol === 'https');
      if (!source) throw new CommonErrors.Unauthenticated();
      let claims: unknown;
      try {
        claims = app.jwt.verify(source.token);
      } catch {
        throw new CommonErrors.SessionInvalid();
      }
      // A token minted for an access token is not a session, even when someone puts it in a cookie.
      if (!isSessionClaims(claims) || carriesTokenScopes(claims) || !cameFromItsCookie(claims, source) || revocations.set.isRevoked(claims)) {
        throw new CommonErrors.SessionInvalid();
      }
      request.userId = claims.sub;
      request.session = claims;
    });
  },
  { name: 'tidings-auth' },
);

/** A `{userId}` in a path must be the caller's own: anything else is 403 and changes nothing. */
export function assertOwnUserId(request: FastifyRequest, pathUserId: string): void {
  if (pathUserId !== request.userId) throw new CommonErrors.Forbidden();
}
