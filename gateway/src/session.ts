import { fastifyCookie } from '@fastify/cookie';
import { CommonErrors } from '@tidings/service-kit/errors';
import { JWT_ALGORITHM, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import { createVerifier } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';

export interface SessionClaims {
  sub: string;
  username?: string;
}

/**
 * Checks the session cookie before a session route is proxied; the service checks it again.
 *
 * Not service-kit's `authenticate`: that calls `jwtVerify({ onlyCookie: true })`, and passing
 * options makes @fastify/jwt build a new verifier per request. Here one verifier is built at start
 * with fast-jwt's token cache, so a token seen before costs a hash lookup, not an Ed25519 verify
 * (expiry is still honoured: cached entries end at the token's `exp`).
 */
export function createSessionCheck(publicKey: string) {
  const verify = createVerifier({ key: publicKey, algorithms: [JWT_ALGORITHM], allowedIss: JWT_ISSUER, cache: 10_000 });

  return function checkSession(request: FastifyRequest): SessionClaims {
    const header = request.headers.cookie;
    // Cheap pre-check: most session calls carry the cookie, and those without need no parsing.
    const token = header?.includes(SESSION_COOKIE) ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined;
    if (!token) throw new CommonErrors.Unauthenticated();
    let claims: SessionClaims;
    try {
      claims = verify(token) as SessionClaims;
    } catch {
      throw new CommonErrors.SessionInvalid();
    }
    if (typeof claims.sub !== 'string' || !claims.sub) throw new CommonErrors.SessionInvalid();
    return claims;
  };
}
