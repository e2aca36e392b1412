import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EDITION_HOUR, EDITION_MAX, EDITION_MAX_PER_SOURCE, EDITION_MIN, editionSchema } from '@tidings/contracts/briefing';
import { canonicalTimeZone, TIME_ZONE_HEADER, timeZoneHeadersSchema } from '@tidings/contracts/tracking';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { requestPreferencesVersion } from '@tidings/service-kit/preferences-version';
import { EDITION_CUTOFF } from '../edition/select-edition.js';
import { SAMPLES_NOTE } from './news.js';

export const editionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/edition',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feed'],
        summary: "Today's edition: the day's most important stories for the signed-in reader, finite, with their progress",
        description:
          `The edition day starts at ${EDITION_HOUR}:00 in the reader's time zone (the \`${TIME_ZONE_HEADER}\` header, an IANA name; UTC without it), and \`nextAt\` is when the next one is due. ` +
          "It is built on the reader's first call of the day from the feed's candidates of the last 24 h (three days on a thin day), then answered as built on every device until `nextAt`: " +
          `one card per story (same-day clusters, and clusters linked across days as for /api/news/{id}/story), at most ${EDITION_MAX_PER_SOURCE} of one outlet, ` +
          `${EDITION_MIN}–${EDITION_MAX} stories when that many exist (past ${EDITION_MIN}, only those scoring at least ${EDITION_CUTOFF * 100} % of the top one). ` +
          "A story's score is the feed's for the reader (interests, followed people, recency, newsScore, credibility) plus the outlets telling it and whether it is on a topic they follow; " +
          'muted topics, blocked topics and, in good-news mode, stories that are not positive are left out. An article removed since the edition was built leaves it. ' +
          "`read`: the items whose story the reader has read an article of (the engagement 'read'), the progress shown as \"3 of 12 read\". " +
          SAMPLES_NOTE,
        security: sessionSecurity,
        headers: timeZoneHeadersSchema,
        response: { 200: editionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const header = request.headers[TIME_ZONE_HEADER];
      const timeZone = (typeof header === 'string' && canonicalTimeZone(header)) || 'UTC';
      const edition = await app.edition.editionOf(request.userId, timeZone, requestPreferencesVersion(request));
      return reply.header('cache-control', 'no-store').send(edition);
    },
  );
};
