import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsExportSchema, USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { errorResponses } from '@tidings/service-kit/errors';
import { userDeletedConsumerPlugin } from '@tidings/service-kit/user-deleted-consumer';
import { NewsUserData } from './news-user-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    newsUserData: NewsUserData;
  }
}

/** svc-news's part of the export, for the token's user; the gateway joins the parts (GET /api/user/export). */
const exportPartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_DATA_EXPORT_PATH,
    { onRequest: app.authenticate, schema: { response: { 200: newsExportSchema, ...errorResponses(401, 409) } } },
    async (request) => app.newsUserData.export(request.userId),
  );
};

/** The user's data rights in svc-news: its export part, and the erasure on `user.deleted`. */
export const userDataPlugin = fp<{ sweepAfterMs: number }>(
  async (app: FastifyInstance, { sweepAfterMs }) => {
    const userData = new NewsUserData(
      {
        news: app.news,
        bookmarks: app.bookmarks,
        reactions: app.reactions,
        projection: app.projection,
        feed: app.feed,
        outbox: app.outbox,
        topics: app.topics,
        inboxVisits: app.inbox.visits,
        editions: app.editions,
      },
      app.log,
    );
    app.decorate('newsUserData', userData);
    await app.register(userDeletedConsumerPlugin, {
      erase: async (event) => {
        await userData.erase(event.userId);
        // The stored answers of the user's idempotent writes (not exported: kept 7 days at most).
        await app.idempotency.removeAllForUser(event.userId);
      },
      forget: (userId) => userData.forget(userId),
      // Engagement and preference events about the user may still be in flight: erase twice.
      sweepAfterMs,
    });
    await app.register(exportPartRoute);
  },
  { name: 'svc-news-user-data', dependencies: ['svc-news-projection', 'svc-news-feed', 'svc-news-topics', 'svc-news-inbox', 'svc-news-edition-store', 'tidings-outbox', 'tidings-idempotency'] },
);
