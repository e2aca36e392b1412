import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BREAKING_WINDOW_MS, INBOX_DAYS, INBOX_MAX, inboxSchema, inboxVisitSchema, type Inbox } from '@tidings/contracts/briefing';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';

/** The in-app inbox of followed topics (issue 32): the bell's list and its unread count. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inbox',
    {
      onRequest: app.authenticate,
      // Assembled from the feed's prepared JSON (see inboxJson); the schema documents it.
      serializerCompiler: () => (data) => typeof data === 'string' ? data : JSON.stringify(data),
      schema: {
        tags: ['topics'],
        summary: 'New stories on the topics the signed-in reader follows, newest first, with the unread count',
        description:
          `Stories (one article per story cluster, its newest on a followed topic) among the feed's candidates published in the last ${INBOX_DAYS} days ` +
          `that match a followed topic and no muted one; at most ${INBOX_MAX}. \`topics\`: the labels of the followed topics each matches. ` +
          '`unread`: published after the last visit (POST /api/inbox/visit; every item before the first). ' +
          `\`breaking\`: published within ${BREAKING_WINDOW_MS / 3_600_000} h of the answer, for the service worker's notification.`,
        security: sessionSecurity,
        response: { 200: inboxSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const body = await app.inbox.json(request.userId);
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body as unknown as Inbox);
    }
  );

  app.post(
    '/api/inbox/visit',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['topics'],
        summary: 'The reader opened the inbox now: stories published later count as unread',
        description: IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        response: { 200: inboxVisitSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => ({ lastVisitAt: (await app.inbox.visits.visit(request.userId, new Date())).toISOString() })
  );
};
