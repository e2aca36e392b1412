import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsIdParamsSchema } from '@tidings/contracts/news';
import {
  BLINDSPOT_MIN_RATED,
  BLINDSPOT_MIN_SHARE,
  blindspotResponseSchema,
  RATINGS_NOTE,
  SPECTRUM_SIDE_THRESHOLD,
  sourceRatingsResponseSchema,
  storyResponseSchema,
  type StoryResponse,
} from '@tidings/contracts/story';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { NOVELTY_MAX_CONTAINMENT, NOVELTY_MAX_KNOWN_WORDS, SHINGLE_WORDS } from '../story/novelty.js';
import { BLINDSPOT_MAX } from '../story/story-views.js';
import { LINK_MIN_SHARED } from '../story/story-links.js';
import { SAMPLES_NOTE } from './news.js';

const SPECTRUM_NOTE =
  `\`spectrum\` counts outlets, not articles, by their rating's leaning (left ≤ −${SPECTRUM_SIDE_THRESHOLD}, right ≥ ${SPECTRUM_SIDE_THRESHOLD}, centre between); ` +
  'outlets without a rating are counted as `unrated`, never placed (see GET /api/source-ratings for where ratings come from).';

/**
 * Full coverage of a story (issue 31), the blindspot list and the outlets' ratings. The static
 * `/api/news/blindspot` wins over `/api/news/:id` in Fastify's router (see routes/stories.ts).
 */
export const storyViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/:id/story',
    {
      onRequest: app.authenticate,
      // Assembled from the story's prepared JSON (see StoryViews.storyJson); the schema documents it.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags: ['news'],
        summary: 'Full coverage of the story of article `id`: summary, every outlet, timeline, spectrum and what is new since the reader read it',
        description:
          "The story is the article's cluster (one day's reports of an event) plus clusters of other days among the feed's candidates " +
          `(the last 14 days) that share at least ${LINK_MIN_SHARED} distinctive named people, places or organisations with it, one a person or an organisation. ` +
          '`summary`: a few sentences taken verbatim from its articles. `outlets`: by outlet, newest first, with its homepage and rating. ' +
          '`timeline`: one entry per cluster, oldest first, when the story spans more than 24 h; else empty. ' +
          SPECTRUM_NOTE +
          " `newSinceRead` is null unless the signed-in reader read an article of the story: then `highlights` are the sentences of the story's articles published " +
          `after the newest article they read (and not read themselves) that nothing they read retells (under ${NOVELTY_MAX_CONTAINMENT * 100} % of its ${SHINGLE_WORDS}-word shingles in any one read sentence, ` +
          `under ${NOVELTY_MAX_KNOWN_WORDS * 100} % of its content words in what they read), ` +
          '`developments` the number of clusters (same-day reports of one event) those sentences come from. An article older than the candidates gets its own cluster alone. 404 for an unknown or malformed id.',
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: storyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const body = await app.storyViews.storyJson(request.params.id, request.userId);
      return reply.type('application/json; charset=utf-8').send(body as unknown as StoryResponse);
    },
  );

  app.get(
    '/api/news/blindspot',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'Blindspots: stories covered mostly from one side of the spectrum, newest first',
        description:
          `Stories of the feed's candidates (the last 14 days, linked across days as for /api/news/{id}/story) with at least ${BLINDSPOT_MIN_RATED} rated outlets, ` +
          `at least ${Math.round(BLINDSPOT_MIN_SHARE * 100)} % of them on one side (left or right) and none on the other; unrated outlets neither count for nor against. ` +
          `At most ${BLINDSPOT_MAX}; \`id\` is the story's newest article. ` +
          SPECTRUM_NOTE +
          ' ' +
          SAMPLES_NOTE,
        security: sessionSecurity,
        response: { 200: blindspotResponseSchema, ...errorResponses(401) },
      },
    },
    async () => app.storyViews.blindspot(),
  );

  app.get(
    '/api/source-ratings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: "Every rated outlet with its rating (leaning, credibility, country, ownership) and where ratings come from",
        description: `\`note\` is shown beside every spectrum. Outlets without a rating are not listed. ${RATINGS_NOTE}`,
        security: sessionSecurity,
        response: { 200: sourceRatingsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ note: RATINGS_NOTE, ratings: app.storyViews.ratings.rated() }),
  );
};
