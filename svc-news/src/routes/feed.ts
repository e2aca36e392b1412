import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedQuerySchema, newsArticleListSchema, type NewsArticle } from '@tidings/contracts/news';
import { errorResponses } from '@tidings/service-kit/errors';
import { requestPreferencesVersion } from '@tidings/service-kit/preferences-version';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { SAMPLES_NOTE } from './news.js';

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/filtered',
    {
      onRequest: app.authenticate,
      // The page is assembled from prepared JSON (see feedJson); the schema documents it.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags: ['feed'],
        summary: "The signed-in user's personalised feed (an empty array when everything has been seen)",
        description:
          'Excludes articles the user viewed or read (tracking events, sync-viewed, articles/read), blocked topics ' +
          '(category, categories, tags, title words) and topics they mute (GET /api/topics); only positive stories in good-news mode. Right after a preferences ' +
          'change (the tidings_prefs cookie svc-auth sets) it waits briefly, if need be, until that change has reached it. Ranked by interest match ' +
          "('all' = no preference), followed personalities, followed topics, recency, newsScore and credibility; one card per story " +
          'cluster and at most two cards of one source in any ten. `reason` says why each card is there. Unknown query ' +
          'parameters (a cache-busting timestamp) are ignored; `limit` defaults to 30, max 50. ' +
          SAMPLES_NOTE,
        security: sessionSecurity,
        querystring: feedQuerySchema,
        response: { 200: newsArticleListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      // Right after a preferences change the feed must obey it, whichever instance answers.
      const profileAtLeast = requestPreferencesVersion(request);
      const body = await app.feed.pageJson(request.userId, request.query.limit, profileAtLeast);
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body as unknown as NewsArticle[]);
    },
  );
};
