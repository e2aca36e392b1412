import type { CookieSerializeOptions } from '@fastify/cookie';
import type { JWT } from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@tidings/service-kit/keys';
import { PREFERENCES_VERSION_COOKIE, PREFERENCES_VERSION_MAX_AGE_S, preferencesVersionValue } from '@tidings/service-kit/preferences-version';
import type { AuthConfig } from '../config.js';
import type { UserRecord } from '../users/user-model.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

/** Signs the session token and sets or clears the `tidings_session` cookie (and the preferences' version). */
export class SessionCookie {
  constructor(
    private readonly jwt: JWT,
    private readonly ttlMs: number,
    private readonly secure: AuthConfig['COOKIE_SECURE'],
  ) {}

  issue(request: FastifyRequest, reply: FastifyReply, user: UserRecord): void {
    const token = this.jwt.sign({ sub: user._id.toString(), username: user.username });
    reply.setCookie(SESSION_COOKIE, token, { ...this.options(request), maxAge: Math.floor(this.ttlMs / 1000) });
  }

  /**
   * Tells svc-news, through the browser's next requests, how new the user's preferences are, so
   * the feed fetched right after a change obeys it (see service-kit's preferences-version).
   */
  markPreferencesChanged(request: FastifyRequest, reply: FastifyReply, userId: string, updatedAt: Date): void {
    reply.setCookie(PREFERENCES_VERSION_COOKIE, preferencesVersionValue(userId, updatedAt), { ...this.options(request), maxAge: PREFERENCES_VERSION_MAX_AGE_S });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.options(request));
  }

  private options(request: FastifyRequest): CookieSerializeOptions {
    // Behind the gateway `request.protocol` follows x-forwarded-proto (trustProxy is on).
    const secure = this.secure === 'auto' ? request.protocol === 'https' : this.secure === 'true';
    return { path: '/', httpOnly: true, sameSite: 'lax', secure };
  }
}

export const sessionCookiePlugin = fp<{ ttlMs: number; secure: AuthConfig['COOKIE_SECURE'] }>(
  async (app: FastifyInstance, options) => {
    app.decorate('sessionCookie', new SessionCookie(app.jwt, options.ttlMs, options.secure));
  },
  { name: 'svc-auth-session-cookie', dependencies: ['tidings-auth'] },
);
