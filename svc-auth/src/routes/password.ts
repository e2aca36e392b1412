import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema, changePasswordResponseSchema } from '@tidings/contracts/user';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { AuthErrors } from '../errors.js';
import { WRONG_PASSWORDS_BEFORE_SIGN_OUT } from '../session/attempt-limits.js';
import { assertAcceptableNewPassword } from '../session/new-password.js';
import { hashPassword, verifyPassword } from '../users/passwords.js';

/** Changing the password ends every other session of the user; the one that asked stays signed in. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/password',
    {
      onRequest: app.authenticate,
      // A wrong current password is a guess like a failed login: the same per-address limit holds.
      preHandler: app.attemptLimits.byIp,
      schema: {
        tags: ['user'],
        summary: 'Change the password; signs out every other session',
        description:
          'A wrong `currentPassword` answers 400 `AUTH_CURRENT_PASSWORD_INCORRECT`; the ' +
          `${WRONG_PASSWORDS_BEFORE_SIGN_OUT}th wrong password for the account within the failed-login window (here or on DELETE /api/user) ends this session instead: ` +
          '401 `AUTH_SESSION_ENDED_WRONG_PASSWORDS`, the cookies cleared. A new password registration would refuse answers 400 (`VALIDATION_FAILED`, `AUTH_PASSWORD_TOO_COMMON`, `AUTH_PASSWORD_LIKE_USERNAME`); the built-in test account answers 403 `AUTH_TEST_ACCOUNT_FIXED`. Each changes nothing.',
        security: sessionSecurity,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const user = await app.accounts.currentUser(request.userId);
      // The built-in account's password is published on the auth page: it stays what it says.
      if (user.testAccount === true) throw new AuthErrors.TestAccountFixed();
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await app.attemptLimits.wrongPassword(request, reply);
        throw new AuthErrors.CurrentPasswordWrong();
      }
      assertAcceptableNewPassword(newPassword, user.username);
      if (!(await app.users.setPasswordHash(request.userId, await hashPassword(newPassword)))) throw new AuthErrors.AccountGone();
      await app.sessions.revokeAllForUser(request.userId, { exceptJti: request.session!.jti });
      return { ok: true as const };
    },
  );
};
