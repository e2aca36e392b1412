import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '@tidings/contracts/user';

/**
 * GET /api/config: what the public auth screen may offer before anyone signs in. Public, the
 * same for everyone, and fixed for the life of the process (it follows this instance's config).
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<ClientConfig> = async (app, options) => {
  const config: ClientConfig = { quickTestLogin: options.quickTestLogin };
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['auth'],
        summary: "The auth screen's options: whether 'Quick Test Login' is offered",
        response: { 200: clientConfigSchema },
      },
    },
    // A minute of caching: the value changes only when the service restarts with other settings.
    async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send(config),
  );
};
