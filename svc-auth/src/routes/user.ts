import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesBodySchema, publicUserSchema } from '@tidings/contracts/user';
import { deleteAccountBodySchema, deleteAccountResponseSchema } from '@tidings/contracts/user-data';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { AuthErrors } from '../errors.js';
import { WRONG_PASSWORDS_BEFORE_SIGN_OUT } from '../session/attempt-limits.js';
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
          'Wrong password: 403 AUTH_PASSWORD_INCORRECT and nothing is deleted; the ' +
          `${WRONG_PASSWORDS_BEFORE_SIGN_OUT}th wrong password for the account within the failed-login window (here or on POST /api/user/password) ends this session instead: ` +
          '401 AUTH_SESSION_ENDED_WRONG_PASSWORDS, the cookies cleared. On success the account is gone at once and a ' +
          '`user.deleted` event makes every service erase the user\'s rows; the username is free again.',
        security: sessionSecurity,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      try {
        await app.accountData.delete(request.userId, request.body.password, request.id);
      } catch (error) {
        if (error instanceof AuthErrors.PasswordIncorrect) await app.attemptLimits.wrongPassword(request, reply);
        throw error;
      }
      app.sessionCookie.clear(request, reply, { forgetDevice: true });
      return { deleted: true as const };
    },
  );
};
