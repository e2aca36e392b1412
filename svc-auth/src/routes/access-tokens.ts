import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenSchema, createdTokenSchema, createTokenRequestSchema, TOKENS_PATH, TOKENS_PER_USER_MAX } from '@tidings/contracts/access-tokens';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { AuthErrors } from '../errors.js';
import { toAccessToken } from '../tokens/access-token-model.js';

const SESSION_ONLY = 'For a signed-in browser session only: an access token calling it gets 403 TOKEN_SCOPE_MISSING.';

/**
 * The profile's "Developer access": list, create and revoke personal access tokens. Not in
 * TOKEN_SCOPES, so no token can manage tokens. Not idempotent by key: a create's answer is the
 * token's secret, which must not be stored to be replayed (a repeated create makes a second token,
 * listed and revocable; a repeated revoke answers 404 and changes nothing).
 */
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TOKENS_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tokens'],
        summary: "The user's personal access tokens, newest first (never their secrets)",
        description: SESSION_ONLY,
        security: sessionSecurity,
        response: { 200: z.array(accessTokenSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => (await app.accessTokens.listForUser(request.userId)).map(toAccessToken),
  );

  app.post(
    TOKENS_PATH,
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['tokens'],
        summary: 'Create a personal access token; the answer is the only time its secret is shown',
        description: `${SESSION_ONLY} At most ${TOKENS_PER_USER_MAX} per user (409 TOKEN_LIMIT_REACHED; expired ones give their place up).`,
        security: sessionSecurity,
        body: createTokenRequestSchema,
        response: { 201: createdTokenSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { record, token } = await app.accessTokens.create(request.userId, request.body);
      return reply.code(201).send({ ...toAccessToken(record), token });
    },
  );

  app.delete(
    `${TOKENS_PATH}/:id`,
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['tokens'],
        summary: 'Revoke a personal access token: every instance refuses it within a second',
        description: `${SESSION_ONLY} 404 TOKEN_NOT_FOUND for an unknown id or another user's token.`,
        security: sessionSecurity,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null().describe('Revoked'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await app.accessTokens.revoke(request.userId, request.params.id))) throw new AuthErrors.TokenNotFound();
      return reply.code(204).send(null);
    },
  );
};
