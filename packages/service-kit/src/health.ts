import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pingDatabase } from './mongo.js';

export interface HealthOptions {
  /**
   * Name each dependency's check in `/readyz` (HEALTH_DETAILS). Off by default: which engine is
   * down, and that there is one, is for operators — the log says it on every change either way.
   */
  details?: boolean;
}

/**
 * `/healthz`: the process answers. `/readyz`: 200 `{status:'ready'}` only while the database and
 * NATS both answer, else 503 `{status:'not ready'}`; the checks only with `details`.
 */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, options) => {
    let lastReady: boolean | undefined;
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const checks = {
        database: app.hasDecorator('db') ? await pingDatabase(app.db) : true,
        nats: app.hasDecorator('bus') ? app.bus.isConnected() : true,
        // Not ready until the revoked sessions are known, so a fresh instance honours every logout.
        sessions: app.hasDecorator('sessionRevocations') ? app.sessionRevocations.loaded : true,
      };
      const ready = Object.values(checks).every(Boolean);
      if (ready !== lastReady && (lastReady !== undefined || !ready)) {
        if (ready) app.log.info({ checks }, 'ready again');
        else app.log.warn({ checks }, 'not ready');
      }
      lastReady = ready;
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      const status = ready ? 'ready' : 'not ready';
      return options.details ? { status, checks } : { status };
    });
  },
  { name: 'tidings-health' },
);
