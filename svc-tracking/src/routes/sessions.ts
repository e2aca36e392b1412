import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endSessionBodySchema, sessionSchema, startSessionBodySchema } from '@tidings/contracts/tracking';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { assertBodyUser } from '../lib/body-user.js';
import { toSession } from '../sessions/session-repository.js';

/** Reading sessions; the user is the token's, and a body userId must be the same one. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sessions/start',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['sessions'],
        summary: 'Start a session (idempotent per sessionId; ends the same user’s replaced sessions)',
        description:
          'Repeating a start answers the stored session unchanged. Starting a new session ends the user’s other active sessions on the same platform, and those on other platforms idle for 30 minutes.',
        security: sessionSecurity,
        body: startSessionBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      return toSession(await app.sessionService.start(request.userId, request.body.sessionId, request.body.platform));
    },
  );

  app.post(
    '/api/sessions/end',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['sessions'],
        summary: 'End a session (ending an ended one changes nothing)',
        security: sessionSecurity,
        body: endSessionBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      return toSession(await app.sessionService.end(request.userId, request.body.sessionId));
    },
  );
};
