import type { FastifyInstance } from 'fastify';
import { SERVICE_NAMES } from '../config.js';
import type { Upstreams } from '../upstreams.js';

interface InstanceReadiness {
  ready: boolean;
  statusCode?: number;
  error?: string;
}

interface ServiceReadiness extends InstanceReadiness {
  /** Each instance, when the service has several. */
  instances?: (InstanceReadiness & { url: string })[];
}

/**
 * `/healthz`: this process answers. `/readyz`: asks every instance of every service (the same check
 * that takes instances in and out of the rotation), 200 `{status:'ready'}` only when each service
 * has at least one ready instance, else 503 `{status:'not ready'}`. Which service or instance is
 * down (and its error) is for operators: in the answer only with HEALTH_DETAILS, in the log on every change.
 */
export async function healthRoutes(app: FastifyInstance, options: { upstreams: Upstreams; details?: boolean; sessionsLoaded?: () => boolean }): Promise<void> {
  let lastReady: boolean | undefined;
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    await options.upstreams.probe();
    const entries = SERVICE_NAMES.map((service): [string, ServiceReadiness] => {
      const { instances } = options.upstreams.services[service];
      const checks = instances.map((instance): InstanceReadiness => ({ ready: instance.state === 'ready', ...instance.last }));
      if (checks.length === 1) return [service, checks[0]!];
      return [service, { ready: checks.some((check) => check.ready), instances: checks.map((check, i) => ({ url: instances[i]!.origin, ...check })) }];
    });
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
