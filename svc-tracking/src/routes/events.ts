import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_PER_BATCH_MAX, eventsBatchBodySchema, eventsBatchResponseSchema } from '@tidings/contracts/tracking';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';

export const EVENTS_BODY_LIMIT = 1_048_576;

/** The client's event buffer, flushed in batches. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events/batch',
    {
      onRequest: [app.authenticate, app.userLimits.events],
      bodyLimit: EVENTS_BODY_LIMIT,
      schema: {
        tags: ['events'],
        summary: `Accept up to ${EVENTS_PER_BATCH_MAX} tracked events, each stored exactly once by eventId`,
        description:
          '200 means the whole batch is durable (persisted in the event intake); the events are in the database moments later, each exactly once. ' +
          'Replaying a batch stores nothing twice: eventIds already accepted within the duplicate window (EVENTS_DUPLICATE_WINDOW) count as duplicates, and an older replay is dropped when stored. ' +
          'Body at most 1 MB. A storyId that is not an article refuses the whole batch (422 TRACKING_EVENTS_UNKNOWN_ARTICLE; nothing accepted). ' +
          'When the intake cannot persist the batch: 503 TRACKING_EVENTS_UNAVAILABLE; send the same batch again.',
        security: sessionSecurity,
        body: eventsBatchBodySchema,
        response: { 200: eventsBatchResponseSchema, ...errorResponses(400, 401, 403, 413, 422, 429, 503) },
      },
    },
    async (request) => {
      await app.articles.requireForEvents(request.body.events);
      return app.eventService.acceptBatch(request.userId, request.body);
    },
  );
};
