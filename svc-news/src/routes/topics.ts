import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleTopicsSchema, MUTE_DURATIONS, TOPICS_MAX, topicBodySchema, topicKeyParamsSchema, topicListSchema, topicSchema } from '@tidings/contracts/briefing';
import { idempotencyHeadersSchema } from '@tidings/contracts/idempotency';
import { newsIdParamsSchema } from '@tidings/contracts/news';
import { errorResponses } from '@tidings/service-kit/errors';
import { IDEMPOTENCY_DESCRIPTION } from '@tidings/service-kit/idempotency';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { articleTopics, type ArticleText } from '../topics/article-topics.js';
import { toTopic } from '../topics/topic-repository.js';

const KEY_NOTE =
  'A topic is keyed by `kind:` and its folded label (lower case, no accents, words separated by one space; a leading "the" dropped); ' +
  'a person by their last name, as articles name them: "Mara Lindqvist" is `person:lindqvist`.';
const MATCH_NOTE =
  "A person, place or organisation matches the articles that name it (the entities found in an article's title and lead); " +
  'a keyword, the articles with its words together in the title or the text. Followed topics rank up in the feed and the edition, ' +
  'with the reason "Because you follow {label}"; muted ones leave both (the preferences\' blocked topics stay as they are).';

/** Topics the reader follows or mutes, and an article's topics to follow or mute from the reader (issue 32). */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['topics'],
        summary: 'The topics the signed-in reader follows, and those they mute while the mute lasts, newest first',
        description: `${KEY_NOTE} A mute whose \`until\` has passed is no longer listed. At most ${TOPICS_MAX}.`,
        security: sessionSecurity,
        response: { 200: topicListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ topics: (await app.topics.list(request.userId, new Date())).map(toTopic) })
  );

  app.post(
    '/api/topics',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['topics'],
        summary: 'Follow or mute a topic (an upsert by its key: following a muted topic unmutes it, and the reverse)',
        description:
          `\`muteFor\` (${MUTE_DURATIONS.join(', ')}) is required for a mute and refused for a follow; a mute ends \`until\` then, or never for \`forever\`. ` +
          `${KEY_NOTE} ${MATCH_NOTE} Answers the stored topic. 409 TOPICS_LIMIT for a new topic beyond ${TOPICS_MAX}; ` +
          '400 TOPIC_LABEL_INVALID for a label without a letter or digit. ' +
          IDEMPOTENCY_DESCRIPTION,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        body: topicBodySchema,
        response: { 200: topicSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request) => toTopic(await app.topics.upsert(request.userId, request.body, new Date()))
  );

  app.delete(
    '/api/topics/:key',
    {
      onRequest: [app.authenticate, app.userLimits.writes],
      preHandler: app.idempotent,
      schema: {
        tags: ['topics'],
        summary: 'Unfollow or unmute a topic by its key (URL-encoded: `person%3Alindqvist`); 204 whether or not it was there',
        description: `${KEY_NOTE} ${IDEMPOTENCY_DESCRIPTION}`,
        security: sessionSecurity,
        headers: idempotencyHeadersSchema,
        params: topicKeyParamsSchema,
        response: { 204: z.null().describe('Removed, or there was nothing to remove'), ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.topics.remove(request.userId, request.params.key);
      return reply.code(204).send(null);
    }
  );

  // A static segment after `:id`: no clash with /api/news/search and the like (see routes/stories.ts).
  app.get(
    '/api/news/:id/topics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['topics'],
        summary: 'The people, places and organisations article `id` names, each with its key and display name, to follow or mute',
        description:
          "Found in the article's title and lead (compromise, on the server). A person's label is the fullest name the article gives them. " + `${KEY_NOTE} 404 for an unknown or malformed id.`,
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: articleTopicsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ topics: articleTopics(await app.news.require<ArticleText>(request.params.id, { title: 1, content: 1, entities: 1 })) })
  );
};
