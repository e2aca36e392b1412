import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesBodySchema, publicUserSchema } from '@tidings/contracts/user';
import { deleteAccountBodySchema, deleteAccountResponseSchema } from '@tidings/contracts/user-data';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { toPublicUser } from '../users/user-model.js';

/** The signed-in user and their preferences; the user always comes from the session token. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (401 means not signed in)',
        security: sessionSecurity,
        response: { 200: publicUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toPublicUser(await app.accounts.currentUser(request.userId)),
  );

  app.patch(
    '/api/user/preferences',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['user'],
        summary: 'Change any of the preferences; answers the updated user',
        security: sessionSecurity,
        body: preferencesBodySchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, updatedAt } = await app.accounts.updatePreferences(request.userId, request.body, request.id);
      app.sessionCookie.markPreferencesChanged(request, reply, request.userId, updatedAt);
      return toPublicUser(user);
    },
  );

  app.delete(
    '/api/user',
    {
      onRequest: [app.authenticate, app.attemptLimits.byIp],
      schema: {
        tags: ['user'],
        summary: 'Delete the account and all its data (the password confirms it); signs out',
        description:
          'Wrong password: 403 AUTH_PASSWORD_INCORRECT and nothing is deleted. On success the account is gone at once and a ' +
          '`user.deleted` event makes every service erase the user\'s rows; the username is free again.',
        security: sessionSecurity,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await app.accountData.delete(request.userId, request.body.password, request.id);
      app.sessionCookie.clear(request, reply);
      return { deleted: true as const };
    },
  );
};
