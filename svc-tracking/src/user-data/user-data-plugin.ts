import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingExportSchema, USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { errorResponses } from '@tidings/service-kit/errors';
import { userDeletedConsumerPlugin } from '@tidings/service-kit/user-deleted-consumer';
import { TrackingUserData } from './tracking-user-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    trackingUserData: TrackingUserData;
  }
}

/** How long the export waits for the user's accepted events to be stored (normally well under a second). */
const EXPORT_WAIT_MS = 3_000;

/** svc-tracking's part of the export, for the token's user; the gateway joins the parts (GET /api/user/export). */
const exportPartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_DATA_EXPORT_PATH,
    { onRequest: app.authenticate, schema: { response: { 200: trackingExportSchema, ...errorResponses(401, 409) } } },
    async (request) => {
      // Accepted events reach the database moments later: the export waits (briefly) until the user's are stored.
      await app.eventService.intake.settled(request.userId, EXPORT_WAIT_MS);
      return app.trackingUserData.export(request.userId);
    },
  );
};

/** The user's data rights in svc-tracking: its export part, and the erasure on `user.deleted`. */
export const userDataPlugin = fp<{ sweepAfterMs: number }>(
  async (app: FastifyInstance, { sweepAfterMs }) => {
    const userData = new TrackingUserData(app.db, app.outbox, app.log);
    app.decorate('trackingUserData', userData);
    // svc-tracking keeps no user in memory across requests: the erasure is all there is to do.
    await app.register(userDeletedConsumerPlugin, {
      erase: async (event) => {
        // The user's events accepted but not stored yet go first, so none is stored after the erasure.
        await app.eventService.intake.discardFor(event.userId);
        await userData.erase(event.userId);
        // The stored answers of the user's idempotent writes (not exported: kept 7 days at most).
        await app.idempotency.removeAllForUser(event.userId);
      },
      // An event an instance was storing while the user was erased may land after it: erase again.
      sweepAfterMs,
    });
    await app.register(exportPartRoute);
  },
  { name: 'svc-tracking-user-data', dependencies: [
      // Its models are the repositories' own.
      'svc-tracking-sessions',
      'svc-tracking-events',
      'svc-tracking-engagement',
      'svc-tracking-seen-history',
      'svc-tracking-reads',
      'svc-tracking-reading-days',
      'tidings-outbox',
      'tidings-idempotency',
      'svc-tracking-event-service',
    ], },
);
