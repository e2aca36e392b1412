import { randomUUID } from 'node:crypto';
import { LogController, type FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * A service trusts only the loopback interface (a gateway on the same machine) unless told more:
 * trusting every private address let anything on the network forge client addresses.
 */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';
const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Fastify options every deployable shares: pino with secrets redacted, and a request id taken
 * from the gateway's header (so one id follows a request across services) or made here.
 */
export function serverOptions(service: string, level: string, options: { trustedProxies?: string | false } = {}): FastifyServerOptions {
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
    // Trust X-Forwarded-* only from the configured proxies (TRUSTED_PROXIES): the client is the
    // last hop before them. `true` would take the leftmost X-Forwarded-For entry, which any
    // client can write (and so dodge per-IP rate limits); `false` trusts nobody.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes hit these every few seconds; their request logs would drown the rest.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  };
}
