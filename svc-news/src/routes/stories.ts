import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsArticleSchema, newsIdParamsSchema, relatedQuerySchema, relatedResponseSchema, type RelatedResponse } from '@tidings/contracts/news';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';

/**
 * One article (the reader's share links) and its related stories. Static paths of the same depth
 * (`/api/news/search`, `/api/news/filtered`) win over `/api/news/:id` in Fastify's router.
 */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'One article in the client view; `sourceCount` when several outlets tell its story',
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: newsArticleSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => app.stories.article(request.params.id),
  );

  app.get(
    '/api/news/:id/related',
    {
      onRequest: app.authenticate,
      // Assembled from the feed's prepared JSON (see StoryService.relatedJson); the schema documents it.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags: ['news'],
        summary: 'Related articles: the same story from other outlets, then other stories of the same category',
        description:
          '`sameStory`: the other articles of its story cluster, newest first. `sameCategory`: the newest other stories of ' +
          "its category (one article per story, none of its own story), drawn from the feed's candidates (the last 14 days). " +
          'Each list holds at most `limit` (default 6, max 20); items carry `sourceCount` when several outlets tell their story.',
        security: sessionSecurity,
        params: newsIdParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: relatedResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const body = await app.stories.relatedJson(request.params.id, request.query.limit);
      return reply.type('application/json; charset=utf-8').send(body as unknown as RelatedResponse);
    },
  );
};
