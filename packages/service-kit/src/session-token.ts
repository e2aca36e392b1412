import { tokenScopeSchema, type AccessTokenClaims } from '@tidings/contracts/access-tokens';
import { SESSION_COOKIE } from './keys.js';

/**
 * The session cookie's name when it is set Secure (over TLS): the `__Host-` prefix makes the
 * browser refuse it unless it is Secure, Path=/ and without Domain, so a sibling subdomain or a
 * plain-http page cannot plant or overwrite it. Over plain http the cookie keeps its plain name.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The claims svc-auth signs into a session token (besides `iss`, `iat`, `exp`). */
export interface SessionClaims {
  sub: string;
  username: string;
  /** The session's id: stable across renewals, the key a revocation names. */
  jti: string;
  /** When the session started, in milliseconds since the epoch (stable across renewals). */
  sst: number;
  /**
   * Set when the token was issued into the Secure `__Host-` cookie: it is then honoured only from
   * that cookie, so a token under the plain name (which a sibling subdomain or a plain-http page
   * can plant) is refused even by a verifier that cannot tell whether the deployment uses TLS.
   */
  sec?: boolean;
  /** Only in a token minted for a personal access token (see AccessTokenClaims): its scopes. */
  scp?: AccessTokenClaims['scp'];
  /** Only in a token minted for a personal access token: that token's id. */
  tid?: string;
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

/**
 * A token svc-auth minted for a personal access token (sent as `Authorization: Bearer`): a session's
 * claims plus a non-empty list of known scopes and the token's id.
 */
export function isAccessTokenClaims(claims: unknown): claims is SessionClaims & AccessTokenClaims {
  if (!isSessionClaims(claims)) return false;
  const { scp, tid } = claims;
  return Array.isArray(scp) && scp.length > 0 && scp.every((scope) => tokenScopeSchema.safeParse(scope).success) && typeof tid === 'string' && tid.length > 0;
}

/** Whether claims carry scopes at all: such a token is never a session, wherever it is found (e.g. put in a cookie). */
export function carriesTokenScopes(claims: object): boolean {
  return 'scp' in claims || 'tid' in claims;
}

/** A token read from a cookie, and whether it came under the `__Host-` name. */
export interface CookieToken {
  token: string;
  prefixed: boolean;
}

/**
 * The value of cookie `name`, preferring its `__Host-` form (set whenever the cookie is Secure).
 * A request that came over TLS (`overTls`: `request.protocol === 'https'`, which behind the
 * gateway is what the gateway determined) gets only the prefixed one: there every cookie svc-auth
 * sets is Secure, so a plain-named one was planted by someone else.
 */
export function prefixedCookieFrom(read: (name: string) => string | undefined, name: string, overTls: boolean): CookieToken | undefined {
  const prefixed = read(`__Host-${name}`);
  if (prefixed) return { token: prefixed, prefixed: true };
  if (overTls) return undefined;
  const plain = read(name);
  return plain ? { token: plain, prefixed: false } : undefined;
}

/** The session token of a request (see prefixedCookieFrom), from parsed cookies (`request.cookies`). */
export function sessionTokenFrom(cookies: Record<string, string | undefined>, overTls: boolean): CookieToken | undefined {
  return prefixedCookieFrom((name) => cookies[name], SESSION_COOKIE, overTls);
}

/** A token issued into the Secure cookie (`sec`) is honoured only from it (see SessionClaims.sec). */
export function cameFromItsCookie(claims: { sec?: unknown }, source: CookieToken): boolean {
  return claims.sec !== true || source.prefixed;
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
