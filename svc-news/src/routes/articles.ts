import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleReadResponseSchema, newsIdParamsSchema, syncViewedBodySchema, syncViewedResponseSchema } from '@tidings/contracts/news';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { NewsErrors } from '../errors.js';

/** What the reader and the feed tell svc-news directly: a read, and the locally kept viewed ids. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reader posts with a JSON content type and no body (spec section 7): an empty body is none.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.post(
    '/api/articles/read/:id',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['feed'],
        summary: 'Record that the signed-in user opened the article (no body); it leaves their feed',
        security: sessionSecurity,
        params: newsIdParamsSchema,
        body: z.union([z.undefined(), z.null(), z.object({}).loose()]).optional(),
        response: { 200: articleReadResponseSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => {
      const newsId = request.params.id;
      if (!(await app.news.exists(newsId))) throw new NewsErrors.ArticleNotFound(newsId);
      const fresh = await app.projection.markSeen(request.userId, [newsId], 'read');
      return { newsId, recorded: fresh.length > 0 };
    },
  );

  app.post(
    '/api/articles/sync-viewed',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      schema: {
        tags: ['feed'],
        summary: "Add the client's viewed article ids to the user's viewed set (at most 500 per call; unknown ids ignored)",
        security: sessionSecurity,
        body: syncViewedBodySchema,
        response: { 200: syncViewedResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.viewedArticleIds)];
      const known = await app.news.existingIds(ids);
      const fresh = await app.projection.markSeen(request.userId, known, 'viewed');
      return { added: fresh.length, ignored: request.body.viewedArticleIds.length - fresh.length };
    },
  );
};
