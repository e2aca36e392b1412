import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBookmarkBodySchema,
  bookmarkCheckResponseSchema,
  bookmarkListSchema,
  bookmarkRemovedSchema,
  bookmarkSchema,
  type Bookmark,
} from '@tidings/contracts/news';
import { assertOwnUserId } from '@tidings/service-kit/auth';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import type { BookmarkRecord } from '../bookmarks/bookmark-repository.js';
import { CLIENT_PROJECTION, toClientArticle, type ClientFields } from '../news/news-model.js';

const id = z.string().min(1).max(64);

function toBookmark(record: BookmarkRecord, news: ClientFields): Bookmark {
  return { id: record._id.toString(), news: toClientArticle(news), createdAt: record.createdAt.toISOString() };
}

/** The six bookmark calls of spec section 7. The user is always the token's. */
export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const recount = (newsId: string) => app.projection.recountEngagement(newsId);

  const add = async (userId: string, newsId: string): Promise<Bookmark> => {
    const news = await app.news.require<ClientFields>(newsId, CLIENT_PROJECTION);
    const record = await app.bookmarks.add(userId, newsId);
    recount(newsId);
    return toBookmark(record, news);
  };

  const removed = (record: BookmarkRecord) => {
    recount(record.newsId);
    return { removed: true as const, newsId: record.newsId };
  };

  app.get(
    '/api/bookmarks/check/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookmarks'],
        summary: 'Whether the signed-in user has bookmarked the article `id`',
        security: sessionSecurity,
        params: z.object({ id }),
        response: { 200: bookmarkCheckResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ isBookmarked: await app.bookmarks.isBookmarked(request.userId, request.params.id) }),
  );

  app.get(
    '/api/bookmarks/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookmarks'],
        summary: "The user's bookmarks, newest first, each `{ id, news }` (403 for another user's id)",
        security: sessionSecurity,
        params: z.object({ userId: id }),
        response: { 200: bookmarkListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertOwnUserId(request, request.params.userId);
      const records = await app.bookmarks.listForUser(request.userId);
      const articles = await app.news.findClientByIds(records.map((record) => record.newsId));
      // A bookmark whose article was removed is not listed (its removal cleans it up too).
      return records.flatMap((record) => {
        const news = articles.get(record.newsId);
        return news ? [toBookmark(record, news)] : [];
      });
    },
  );

  app.post(
    '/api/bookmarks/:newsId',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark an article (feed); 400 BOOKMARK_ALREADY_EXISTS when it is already bookmarked',
        description: IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        params: z.object({ newsId: id }),
        response: { 201: bookmarkSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await add(request.userId, request.params.newsId)),
  );

  app.post(
    '/api/bookmarks',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark an article (reader); 400 BOOKMARK_ALREADY_EXISTS when it is already bookmarked',
        description: IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        body: addBookmarkBodySchema,
        response: { 201: bookmarkSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await add(request.userId, request.body.newsId)),
  );

  app.delete(
    '/api/bookmarks/:userId/:newsId',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark from the bookmarks screen (403 for another user\'s id; 404 BOOKMARK_NOT_FOUND)',
        description: IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        params: z.object({ userId: id, newsId: id }),
        response: { 200: bookmarkRemovedSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      assertOwnUserId(request, request.params.userId);
      return removed(await app.bookmarks.removeByNewsId(request.userId, request.params.newsId));
    },
  );

  app.delete(
    '/api/bookmarks/:id',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['bookmarks'],
        summary: "Remove a bookmark by the bookmark's id or the article's id (the feed and the reader pass the article id)",
        description:
          'The spec has one path for `DELETE /api/bookmarks/{newsId}` (feed) and `DELETE /api/bookmarks/{id}` (reader). ' +
          "`id` is first looked up as one of the caller's bookmark ids, then as an article id. 404 BOOKMARK_NOT_FOUND otherwise. " +
          IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        params: z.object({ id }),
        response: { 200: bookmarkRemovedSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request) => removed(await app.bookmarks.removeByBookmarkOrNewsId(request.userId, request.params.id)),
  );
};
