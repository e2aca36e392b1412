import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, logoutResponseSchema, publicUserSchema, registerBodySchema } from '@tidings/contracts/user';
import { errorResponses } from '@tidings/service-kit/errors';
import { toPublicUser } from '../users/user-model.js';

/** Register, login and logout: each answers with the session cookie set or cleared. */
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
      app.sessionCookie.issue(request, reply, user);
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
        body: loginBodySchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.login(request.body);
      app.sessionCookie.issue(request, reply, user);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (clears the session cookie; fine when not signed in)',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      app.sessionCookie.clear(request, reply);
      return { ok: true as const };
    },
  );
};
