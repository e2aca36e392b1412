import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsIdParamsSchema, reactionBodySchema, reactionResponseSchema } from '@tidings/contracts/news';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { NewsErrors } from '../errors.js';

/** The reader's Like / Dislike buttons: one reaction per user and article. */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireArticle = async (id: string) => {
    if (!(await app.news.exists(id))) throw new NewsErrors.ArticleNotFound(id);
  };

  app.get(
    '/api/news/:id/reaction',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reactions'],
        summary: "The caller's reaction to the article (like, dislike or null) and the article's like and dislike counts",
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: reactionResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await requireArticle(request.params.id);
      return app.reactions.summary(request.userId, request.params.id);
    },
  );

  app.put(
    '/api/news/:id/reaction',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['reactions'],
        summary: "Set the caller's reaction: `{ reactionType: 'like' | 'dislike' | null }` (null removes it); answers the new state",
        description: `Idempotent: repeating a call changes nothing. A like is also kept in \`likes\` (unique per user and article). ${IDEMPOTENCY_DESCRIPTION}`,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        params: newsIdParamsSchema,
        body: reactionBodySchema,
        response: { 200: reactionResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      await requireArticle(request.params.id);
      await app.reactions.set(request.userId, request.params.id, request.body.reactionType);
      app.projection.recountEngagement(request.params.id);
      return app.reactions.summary(request.userId, request.params.id, request.body.reactionType);
    },
  );
};
