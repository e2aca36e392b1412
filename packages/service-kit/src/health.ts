import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pingDatabase } from './mongo.js';

/**
 * `/healthz`: the process answers. `/readyz`: 200 only while the database and NATS both answer,
 * with each check named so an operator sees which one is down.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const checks = {
        database: app.hasDecorator('db') ? await pingDatabase(app.db) : true,
        nats: app.hasDecorator('bus') ? app.bus.isConnected() : true,
        // Not ready until the revoked sessions are known, so a fresh instance honours every logout.
        sessions: app.hasDecorator('sessionRevocations') ? app.sessionRevocations.loaded : true,
      };
      const ready = Object.values(checks).every(Boolean);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
    });
  },
  { name: 'tidings-health' },
);
