import { SESSION_COOKIE } from './keys.js';

/**
 * The session cookie's name when it is set Secure (over TLS): the `__Host-` prefix makes the
 * browser refuse it unless it is Secure, Path=/ and without Domain, so a sibling subdomain or a
 * plain-http page cannot plant or overwrite it. Over plain http the cookie keeps its plain name.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Both names, the prefixed one first: every verifier reads whichever is present. */
export const SESSION_COOKIE_NAMES = [HOST_SESSION_COOKIE, SESSION_COOKIE] as const;

/** The claims svc-auth signs into a session token (besides `iss`, `iat`, `exp`). */
export interface SessionClaims {
  sub: string;
  username: string;
  /** The session's id: stable across renewals, the key a revocation names. */
  jti: string;
  /** When the session started, in milliseconds since the epoch (stable across renewals). */
  sst: number;
  iat?: number;
  exp?: number;
}

/**
 * A verified token is a session only with a subject, an id and a start: tokens of the old shape
 * (no `jti`) could never be revoked, so they are refused rather than honoured until they expire.
 */
export function isSessionClaims(claims: unknown): claims is SessionClaims {
  const c = claims as Partial<SessionClaims> | null;
  return (
    !!c &&
    typeof c.sub === 'string' &&
    c.sub.length > 0 &&
    typeof c.jti === 'string' &&
    c.jti.length > 0 &&
    typeof c.sst === 'number' &&
    Number.isFinite(c.sst)
  );
}

/** The session token from parsed cookies (`request.cookies`), whichever name carries it. */
export function sessionTokenFrom(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[HOST_SESSION_COOKIE] || cookies[SESSION_COOKIE] || undefined;
}

/** Response header the gateway sets when the client should renew its session (see web-kit's api-client). */
export const SESSION_RENEW_HEADER = 'x-session-renew';

/**
 * Due for renewal once more than half of the token's window (`iat` → `exp`) has passed: an
 * active client renews well before the idle timeout, and a token is not re-signed on every call.
 */
export function renewalDue(claims: { iat?: number; exp?: number }, nowSeconds: number): boolean {
  if (claims.iat === undefined || claims.exp === undefined) return false;
  return nowSeconds - claims.iat > (claims.exp - claims.iat) / 2;
}
