import { CommonErrors } from '@tidings/service-kit/errors';
import { JWT_ALGORITHM, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import type { RevocationSet } from '@tidings/service-kit/session-revocations';
import { cameFromItsCookie, carriesTokenScopes, isSessionClaims, prefixedCookieFrom, type SessionClaims } from '@tidings/service-kit/session-token';
import { createVerifier } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';

export type { SessionClaims };

/**
 * One cookie's value from a Cookie header, without parsing the others. (@fastify/cookie's `parse`
 * only works once its plugin has loaded the `cookie` module.) A JWT needs no percent-decoding.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let start = 0;
  while (start < header.length) {
    while (header.charCodeAt(start) === 32) start++;
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    if (header.startsWith(name, start) && header.charCodeAt(start + name.length) === 61 /* = */) {
      const value = header.slice(start + name.length + 1, end).trim();
      return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
    start = end + 1;
  }
  return undefined;
}

export type SessionVerifier = (token: string) => unknown;

/**
 * The one verifier of tokens svc-auth signs (session cookies, and the grants of access tokens),
 * built at start with fast-jwt's token cache: a token seen before costs a hash lookup, not an
 * Ed25519 verify (expiry is still honoured: cached entries end at the token's `exp`).
 */
export function createSessionVerifier(publicKey: string): SessionVerifier {
  return createVerifier({ key: publicKey, algorithms: [JWT_ALGORITHM], allowedIss: JWT_ISSUER, cache: 10_000 });
}

/**
 * Checks the session cookie before a session route is proxied (read as session-token's
 * prefixedCookieFrom says); the service checks it again. A revoked session (logout, password
 * change elsewhere) is refused here too: after the cached signature check it costs one lookup in
 * the revocations watched from NATS.
 *
 * Not service-kit's `authenticate`: that calls `jwtVerify({ onlyCookie: true })`, and passing
 * options makes @fastify/jwt build a new verifier per request; here it is createSessionVerifier's.
 */
export function createSessionCheck(verify: SessionVerifier, revocations: RevocationSet) {
  return function checkSession(request: FastifyRequest): SessionClaims {
    const header = request.headers.cookie;
    // Over TLS only `__Host-tidings_session`; a token issued Secure only from that name, whatever the protocol.
    const source = prefixedCookieFrom((name) => cookieValue(header, name), SESSION_COOKIE, request.protocol === 'https');
    if (!source) throw new CommonErrors.Unauthenticated();
    let claims: unknown;
    try {
      claims = verify(source.token);
    } catch {
      throw new CommonErrors.SessionInvalid();
    }
    // A token minted for an access token is never a session, even put into a cookie.
    if (!isSessionClaims(claims) || carriesTokenScopes(claims) || !cameFromItsCookie(claims, source) || revocations.isRevoked(claims)) {
      throw new CommonErrors.SessionInvalid();
    }
    return claims;
  };
}
