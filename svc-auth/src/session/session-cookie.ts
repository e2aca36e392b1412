import type { CookieSerializeOptions } from '@fastify/cookie';
import type { JWT } from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CommonErrors } from '@tidings/service-kit/errors';
import { SESSION_COOKIE } from '@tidings/service-kit/keys';
import { PREFERENCES_VERSION_COOKIE, PREFERENCES_VERSION_MAX_AGE_S, preferencesVersionValue } from '@tidings/service-kit/preferences-version';
import { HOST_SESSION_COOKIE, type SessionClaims } from '@tidings/service-kit/session-token';
import type { AuthConfig } from '../config.js';
import type { UserRecord } from '../users/user-model.js';
import { clearDeviceCookie, knowsDevice, setDeviceCookie } from './device-cookie.js';
import type { SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

/**
 * Signs session tokens and sets or clears the session cookie (and the preferences' version and
 * the device cookie). Each token carries the session's id (`jti`) and start (`sst`) and expires
 * after the idle timeout, never past the session's absolute end; the cookie itself lives until
 * that end. A Secure cookie is named `__Host-…` and its token says so (`sec`): every verifier then
 * takes it from that name only.
 */
export class SessionCookie {
  constructor(
    private readonly jwt: JWT,
    private readonly sessions: SessionStore,
    private readonly secure: AuthConfig['COOKIE_SECURE'],
  ) {}

  /** Starts a session for the user (register, login) and sets its cookie. */
  async issue(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void> {
    const userId = user._id.toString();
    const session = await this.sessions.start(userId);
    this.setToken(request, reply, { sub: userId, username: user.username, jti: session.jti, sst: session.sst }, session);
    setDeviceCookie(this.jwt, reply, this.options(request), user.usernameKey);
  }

  /** Whether this browser signed in to the account (by its username key) before: see device-cookie. */
  knowsDevice(request: FastifyRequest, accountKey: string): boolean {
    return knowsDevice(this.jwt, request, accountKey);
  }

  /** Re-signs the same session with a later idle expiry; 401 when it was revoked or has ended. */
  async renew(request: FastifyRequest, reply: FastifyReply, claims: SessionClaims): Promise<{ expiresAt: number }> {
    const renewed = await this.sessions.renew(claims.jti);
    if (!renewed) throw new CommonErrors.SessionInvalid();
    this.setToken(request, reply, { sub: claims.sub, username: claims.username, jti: claims.jti, sst: claims.sst }, renewed);
    // What the token says (whole seconds), not the store's millisecond.
    return { expiresAt: Math.floor(renewed.expiresAt / 1000) * 1000 };
  }

  /**
   * Tells svc-news, through the browser's next requests, how new the user's preferences are, so
   * the feed fetched right after a change obeys it (see service-kit's preferences-version).
   */
  markPreferencesChanged(request: FastifyRequest, reply: FastifyReply, userId: string, updatedAt: Date): void {
    reply.setCookie(PREFERENCES_VERSION_COOKIE, preferencesVersionValue(userId, updatedAt), { ...this.options(request), maxAge: PREFERENCES_VERSION_MAX_AGE_S });
  }

  /**
   * Signing out: clears both names of the session cookie (a browser may hold either, e.g. after
   * the site moved to TLS) and the preferences' version, which names the user. The device cookie
   * stays unless `forgetDevice` (the account is gone, or this browser guessed its password).
   */
  clear(request: FastifyRequest, reply: FastifyReply, { forgetDevice = false } = {}): void {
    const options = this.options(request);
    reply.clearCookie(SESSION_COOKIE, options);
    reply.clearCookie(HOST_SESSION_COOKIE, { ...options, secure: true });
    reply.clearCookie(PREFERENCES_VERSION_COOKIE, options);
    if (forgetDevice) clearDeviceCookie(reply, options);
  }

  private setToken(request: FastifyRequest, reply: FastifyReply, claims: SessionClaims, times: { expiresAt: number; endsAt: number }): void {
    const options = this.options(request);
    const token = this.jwt.sign({ ...claims, ...(options.secure ? { sec: true } : {}), exp: Math.floor(times.expiresAt / 1000) });
    // `__Host-` needs Secure, Path=/ and no Domain, which is exactly when the cookie is Secure.
    const name = options.secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
    reply.setCookie(name, token, { ...options, maxAge: Math.max(1, Math.ceil((times.endsAt - Date.now()) / 1000)) });
  }

  private options(request: FastifyRequest): CookieSerializeOptions {
    // Behind the gateway `request.protocol` follows x-forwarded-proto (trustProxy is on).
    const secure = this.secure === 'auto' ? request.protocol === 'https' : this.secure === 'true';
    return { path: '/', httpOnly: true, sameSite: 'lax', secure };
  }
}

export const sessionCookiePlugin = fp<{ secure: AuthConfig['COOKIE_SECURE'] }>(
  async (app: FastifyInstance, options) => {
    app.decorate('sessionCookie', new SessionCookie(app.jwt, app.sessions, options.secure));
  },
  { name: 'svc-auth-session-cookie', dependencies: ['tidings-auth', 'svc-auth-sessions'] },
);
