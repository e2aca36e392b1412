import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addReadTimeBodySchema,
  newsIdParamsSchema,
  readArticleSchema,
  recordReadBodySchema,
  streakSchema,
  timeZoneHeadersSchema,
} from '@tidings/contracts/tracking';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { assertBodyUser } from '../lib/body-user.js';
import { timeZoneOf } from '../lib/time-zone.js';
import { toReadArticle } from '../reading/read-repository.js';

/** A read's time zone and its Idempotency-Key (a queued read sent again must not add its time twice). */
const writeHeaders = timeZoneHeadersSchema.extend(idempotencyHeadersSchema.shape);

/** Reads from the article reader, and the streak they make. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/news/:id/read',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['reading'],
        summary: 'Record a read (once per article; a repeat adds its time)',
        description: `Counts today (in the x-time-zone header’s zone, else UTC) as a reading day. An id that is not an article is 404 TRACKING_ARTICLE_NOT_FOUND. Its time adds: a replay without a key adds again. ${IDEMPOTENCY_DESCRIPTION}`,
        security: sessionSecurity,
        headers: writeHeaders,
        params: newsIdParamsSchema,
        body: recordReadBodySchema.nullish(),
        response: { 200: readArticleSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      await app.articles.require(request.params.id);
      const call = { userId: request.userId, newsId: request.params.id, timeZone: timeZoneOf(request), requestId: request.id };
      return toReadArticle(await app.readingService.recordRead(call, request.body?.timeSpentSeconds ?? 0));
    },
  );

  app.patch(
    '/api/news/:id/read',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['reading'],
        summary: 'Add reading time, in whole seconds, to a recorded read',
        description: `Adds: a replay without a key adds again. ${IDEMPOTENCY_DESCRIPTION}`,
        security: sessionSecurity,
        headers: writeHeaders,
        params: newsIdParamsSchema,
        body: addReadTimeBodySchema,
        response: { 200: readArticleSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      assertBodyUser(request, request.body);
      await app.articles.require(request.params.id);
      const call = { userId: request.userId, newsId: request.params.id, timeZone: timeZoneOf(request), requestId: request.id };
      return toReadArticle(await app.readingService.addTime(call, request.body.additionalTimeSpentSeconds));
    },
  );

  app.get(
    '/api/user/streak',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reading'],
        summary: "The reading streak in the user's calendar days (x-time-zone header, else UTC)",
        security: sessionSecurity,
        headers: timeZoneHeadersSchema,
        response: { 200: streakSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => app.readingService.streak(request.userId, timeZoneOf(request)),
  );
};
