import type { FastifyInstance } from 'fastify';
import { SERVICE_NAMES } from '../config.js';
import type { Upstreams } from '../upstreams.js';

interface ServiceReadiness {
  ready: boolean;
  statusCode?: number;
  error?: string;
}

/**
 * `/healthz`: this process answers. `/readyz`: 200 `{status:'ready'}` only when every service says
 * it is ready, else 503 `{status:'not ready'}`. Which service is down (and its error) is for
 * operators: in the answer only with HEALTH_DETAILS, in the log on every change.
 */
export async function healthRoutes(app: FastifyInstance, options: { upstreams: Upstreams; details?: boolean; sessionsLoaded?: () => boolean }): Promise<void> {
  let lastReady: boolean | undefined;
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
    const sessionsLoaded = options.sessionsLoaded?.() ?? true;
    const ready = entries.every(([, check]) => check.ready) && sessionsLoaded;
    const services = Object.fromEntries(entries);
    if (ready !== lastReady && (lastReady !== undefined || !ready)) {
      if (ready) app.log.info({ services, sessionsLoaded }, 'ready again');
      else app.log.warn({ services, sessionsLoaded }, 'not ready');
    }
    lastReady = ready;
    const status = ready ? 'ready' : 'not ready';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(options.details ? { status, services } : { status });
  });
}
