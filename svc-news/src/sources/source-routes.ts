import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOURCES_HEALTH_PATH, sourcesHealthResponseSchema, sourcesResponseSchema } from '@tidings/contracts/sources';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { sourcesHealth, sourceSummary } from './source-health.js';

/**
 * The news sources and their health. Signed-in readers get the short view; the full detail (last
 * error, back-off) is for operators on the internal route, which the gateway never routes.
 */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const readHealth = async () => sourcesHealth(app.newsSources.sources, await app.newsSources.states.list(), new Date());

  app.get(
    '/api/sources',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'The news sources: name, site, articles stored and whether each is healthy',
        description: 'A source is unhealthy after 3 failed polls in a row; it is retried with back-off and healthy again after its next successful poll.',
        security: sessionSecurity,
        response: { 200: sourcesResponseSchema, ...errorResponses(401) },
      },
    },
    async () => (await readHealth()).map(sourceSummary),
  );

  app.get(SOURCES_HEALTH_PATH, { schema: { hide: true, response: { 200: sourcesHealthResponseSchema } } }, readHealth);
};
