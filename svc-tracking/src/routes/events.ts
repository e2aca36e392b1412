import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_PER_BATCH_MAX, eventsBatchBodySchema, eventsBatchResponseSchema } from '@tidings/contracts/tracking';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { refuse } from '@tidings/service-kit/user-rate-limits';
import { OverBudget, type BudgetConfig } from '../events/event-budget.js';

export const EVENTS_BODY_LIMIT = 1_048_576;

/** The client's event buffer, flushed in batches. */
export const eventRoutes: FastifyPluginAsyncZod<{ budget: BudgetConfig }> = async (app, { budget }) => {
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
          `Each user has a share of the intake: at most ${budget.EVENTS_USER_MAX_PER_MINUTE} events and ${budget.EVENTS_USER_MAX_BYTES_PER_MINUTE} bytes a minute, ` +
          `${budget.EVENTS_USER_MAX_PER_DAY} events and ${budget.EVENTS_USER_MAX_BYTES_PER_DAY} bytes a day (bytes as stored in the intake), besides a number of batches a minute; ` +
          'a batch that would go past one is refused whole (429 RATE_LIMITED with Retry-After; nothing accepted, nothing counted). ' +
          'When the intake cannot persist the batch: 503 TRACKING_EVENTS_UNAVAILABLE; send the same batch again.',
        security: sessionSecurity,
        body: eventsBatchBodySchema,
        response: { 200: eventsBatchResponseSchema, ...errorResponses(400, 401, 403, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      await app.articles.requireForEvents(request.body.events);
      return app.eventService.acceptBatch(request.userId, request.body).catch((error: unknown) => {
        if (error instanceof OverBudget) refuse(reply, error.retryAfterSeconds);
        throw error;
      });
    },
  );
};
