import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  engagementBodySchema,
  engagementResponseSchema,
  engagementTimeBodySchema,
  engagementTimeResponseSchema,
  timeZoneHeadersSchema,
} from '@tidings/contracts/tracking';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { toArticleEngagement } from '../engagement/engagement-repository.js';
import { assertBodyUser } from '../lib/body-user.js';
import { timeZoneOf } from '../lib/time-zone.js';

/** Article engagement: views, reads and time spent in the feed. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/engagement',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['engagement'],
        summary: "Record 'viewed' or 'read' (never downgraded; identical posts within 1 s suppressed)",
        description:
          "A 'read' also records the read and the reading day (send x-time-zone). An unknown sessionId is accepted (the start may still be on its way); another user's is 403. A newsId that is not an article is 404 TRACKING_ARTICLE_NOT_FOUND. " +
          IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: timeZoneHeadersSchema.extend(idempotencyHeadersSchema.shape),
        body: engagementBodySchema,
        response: { 200: engagementResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      await app.articles.require(request.body.newsId);
      const caller = { userId: request.userId, timeZone: timeZoneOf(request), requestId: request.id };
      const { suppressed, engagement } = await app.engagementService.record(caller, request.body);
      return { suppressed, engagement: toArticleEngagement(engagement) };
    },
  );

  app.put(
    '/api/engagement/time',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['engagement'],
        summary: 'Add time spent on an article the user has engaged with',
        description: `Adds: a replay without a key adds again. ${IDEMPOTENCY_DESCRIPTION}`,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        body: engagementTimeBodySchema,
        response: { 200: engagementTimeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      await app.articles.require(request.body.newsId);
      const caller = { userId: request.userId, timeZone: 'UTC', requestId: request.id };
      const engagement = await app.engagementService.addTime(caller, request.body.newsId, request.body.timeSpentMs);
      return { engagement: toArticleEngagement(engagement) };
    },
  );
};
