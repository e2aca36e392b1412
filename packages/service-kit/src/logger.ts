import { randomUUID } from 'node:crypto';
import { LogController, type FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** proxy-addr names: 127/8 and ::1, 169.254/16 and fe80::/10, 10/8, 172.16/12, 192.168/16 and fc00::/7. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';
const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Fastify options every deployable shares: pino with secrets redacted, and a request id taken
 * from the gateway's header (so one id follows a request across services) or made here.
 */
export function serverOptions(service: string, level: string, options: { trustedProxies?: string } = {}): FastifyServerOptions {
  return {
    logger: {
      level,
      base: { service },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    // Start-up builds indexes and may load the starter corpus: on a busy machine (FerretDB on
    // SQLite, several services starting at once) that outlasts Fastify's 10 s per plugin.
    pluginTimeout: 120_000,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // Trust X-Forwarded-* only from private addresses (the gateway, its docker network): the
    // client is the last public hop. `true` would take the leftmost X-Forwarded-For entry,
    // which any client can write (and so dodge per-IP rate limits).
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes hit these every few seconds; their request logs would drown the rest.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  };
}
