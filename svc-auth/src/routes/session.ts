import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, logoutResponseSchema, publicUserSchema, registerBodySchema, sessionRenewResponseSchema } from '@tidings/contracts/user';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { cameFromItsCookie, carriesTokenScopes, isSessionClaims, sessionTokenFrom } from '@tidings/service-kit/session-token';
import { toPublicUser } from '../users/user-model.js';

/** Register, login, logout and renewal: each answers with the session cookie set or cleared. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { onRequest: app.attemptLimits.byIp, preHandler: app.attemptLimits.byUsername };

  app.post(
    '/api/register',
    {
      ...limits,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: publicUserSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.register(request.body, request.id);
      await app.sessionCookie.issue(request, reply, user);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/login',
    {
      ...limits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        description:
          'Over a limit: 429 `AUTH_RATE_LIMITED` with Retry-After — attempts per client address (an IPv6 client per /64), failed ' +
          'logins per (username, address), and, on an account with many recent failures, while another login on it is in progress ' +
          '(one at a time, each after a delay; a browser that has signed in to that account before is only delayed).',
        body: loginBodySchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.login(request.body);
      await app.sessionCookie.issue(request, reply, user);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session on the server (every instance refuses its token) and clears the cookie; fine when not signed in',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const claims = verifiedClaims(request);
      if (claims) await app.sessions.revoke(claims.jti);
      app.sessionCookie.clear(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/session/renew',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Extend the idle timeout of the current session (never past its absolute lifetime)',
        description: 'The gateway marks responses with `x-session-renew: due` once half of the idle window has passed; the app then calls this.',
        security: sessionSecurity,
        response: { 200: sessionRenewResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { expiresAt } = await app.sessionCookie.renew(request, reply, request.session!);
      return { expiresAt: new Date(expiresAt).toISOString() };
    },
  );

  /**
   * The cookie's claims when its signature holds (an expired or forged token has nothing left to
   * revoke), read as every verifier reads it.
   */
  function verifiedClaims(request: FastifyRequest) {
    const source = sessionTokenFrom(request.cookies, request.protocol === 'https');
    if (!source) return null;
    try {
      const claims: unknown = app.jwt.verify(source.token);
      return isSessionClaims(claims) && !carriesTokenScopes(claims) && cameFromItsCookie(claims, source) ? claims : null;
    } catch {
      return null;
    }
  }
};
