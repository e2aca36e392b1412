import type { FastifyInstance } from 'fastify';
import { SERVICE_NAMES } from '../config.js';
import type { Upstreams } from '../upstreams.js';

interface ServiceReadiness {
  ready: boolean;
  statusCode?: number;
  error?: string;
}

/** `/healthz`: this process answers. `/readyz`: 200 only when every service says it is ready. */
export async function healthRoutes(app: FastifyInstance, options: { upstreams: Upstreams; sessionsLoaded?: () => boolean }): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (service): Promise<[string, ServiceReadiness]> => {
        try {
          const { statusCode } = await options.upstreams.get(service, '/readyz', 2_000);
          return [service, { ready: statusCode === 200, statusCode }];
        } catch (error) {
          return [service, { ready: false, error: (error as { code?: string }).code ?? (error as Error).message }];
        }
      }),
    );
    // The gateway itself is ready once it knows the revoked sessions (see revocation-feed.ts).
    const ready = entries.every(([, check]) => check.ready) && (options.sessionsLoaded?.() ?? true);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', services: Object.fromEntries(entries) });
  });
}
