import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_KEY_PATH } from '@tidings/service-kit/keys';

/**
 * The session-verification key (PEM, text/plain) for the gateway and the other services, which
 * fetch it at start (AUTH_URL). Public by nature; internal, so not under /api.
 */
export const publicKeyRoutes: FastifyPluginAsyncZod<{ publicKey: string }> = async (app, options) => {
  app.get(PUBLIC_KEY_PATH, { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(options.publicKey);
  });
};
