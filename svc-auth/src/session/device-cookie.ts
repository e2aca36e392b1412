import { createHash } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { JWT } from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cameFromItsCookie, prefixedCookieFrom } from '@tidings/service-kit/session-token';

/**
 * "This browser has signed in to this account before" (OWASP's device cookies): a token svc-auth
 * signs at every sign-in, naming the account by a digest of its username key. A login carrying
 * one for the account it names is never turned away by the account's one-attempt-at-a-time
 * slot (attempt-limits), so a stranger flooding that slot cannot keep the user out of an account
 * they have used here before. It signs nobody in (it has no session id, so no verifier takes it
 * for a session) and says nothing beyond the account's digest; it outlives logout on purpose and
 * goes with the account's deletion.
 */
export const DEVICE_COOKIE = 'tidings_device';
const DEVICE_MAX_AGE_S = 30 * 86_400;

interface DeviceClaims {
  dvc: string;
  sec?: boolean;
}

/** The digest a device token names its account by (never the name itself). */
function accountDigest(accountKey: string): string {
  return createHash('sha256').update(`tidings-device\n${accountKey}`).digest('base64url').slice(0, 22);
}

/** Sets (or refreshes) the device cookie for the account; `options` are the session cookie's. */
export function setDeviceCookie(jwt: JWT, reply: FastifyReply, options: CookieSerializeOptions, accountKey: string): void {
  const claims: DeviceClaims = { dvc: accountDigest(accountKey), ...(options.secure ? { sec: true } : {}) };
  // The signer is typed for session claims; a device token is deliberately not one (no `jti`).
  const token = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + DEVICE_MAX_AGE_S } as unknown as Parameters<JWT['sign']>[0]);
  reply.setCookie(options.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE, token, { ...options, maxAge: DEVICE_MAX_AGE_S });
}

export function clearDeviceCookie(reply: FastifyReply, options: CookieSerializeOptions): void {
  reply.clearCookie(DEVICE_COOKIE, options);
  reply.clearCookie(`__Host-${DEVICE_COOKIE}`, { ...options, secure: true });
}

/** Whether the request carries a valid device token for this account (read like the session cookie). */
export function knowsDevice(jwt: JWT, request: FastifyRequest, accountKey: string): boolean {
  const source = prefixedCookieFrom((name) => request.cookies[name], DEVICE_COOKIE, request.protocol === 'https');
  if (!source) return false;
  try {
    const claims = jwt.verify<Partial<DeviceClaims>>(source.token);
    return claims.dvc === accountDigest(accountKey) && cameFromItsCookie(claims, source);
  } catch {
    return false;
  }
}
