import { randomUUID } from 'node:crypto';
import { LogController, type FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Fastify options every deployable shares: pino with secrets redacted, and a request id taken
 * from the gateway's header (so one id follows a request across services) or made here.
 */
export function serverOptions(service: string, level: string): FastifyServerOptions {
  return {
    logger: {
      level,
      base: { service },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes hit these every few seconds; their request logs would drown the rest.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  };
}
