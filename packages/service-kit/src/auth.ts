import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CommonErrors } from './errors.js';
import { JWT_ALGORITHM, JWT_ISSUER, SESSION_COOKIE } from './keys.js';

export interface SessionClaims {
  sub: string;
  username: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the session cookie carries a valid token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id, from the token; set by `authenticate`. */
    userId: string;
  }
}

export interface AuthOptions {
  publicKey: string;
  /** Only svc-auth passes this: it signs; everyone else verifies with the public key. */
  privateKey?: string;
  /** Lifetime of the tokens it signs, in milliseconds (only with `privateKey`). */
  sessionTtlMs?: number;
}

export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret: options.privateKey ? { private: options.privateKey, public: options.publicKey } : { public: options.publicKey },
      sign: { algorithm: JWT_ALGORITHM, iss: JWT_ISSUER, expiresIn: `${Math.floor((options.sessionTtlMs ?? 7 * 86_400_000) / 1000)}s` },
      // Options given here (not per call) let @fastify/jwt build one cached verifier at start;
      // per-call options would rebuild it on every request.
      verify: { algorithms: [JWT_ALGORITHM], allowedIss: JWT_ISSUER, onlyCookie: true, cache: true },
      cookie: { cookieName: SESSION_COOKIE, signed: false },
    });

    app.decorateRequest('userId', '');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.cookies[SESSION_COOKIE]) throw new CommonErrors.Unauthenticated();
      try {
        const claims = await request.jwtVerify<SessionClaims>();
        if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('token has no subject');
        request.userId = claims.sub;
      } catch {
        throw new CommonErrors.SessionInvalid();
      }
    });
  },
  { name: 'tidings-auth' },
);

/** A `{userId}` in a path must be the caller's own: anything else is 403 and changes nothing. */
export function assertOwnUserId(request: FastifyRequest, pathUserId: string): void {
  if (pathUserId !== request.userId) throw new CommonErrors.Forbidden();
}
