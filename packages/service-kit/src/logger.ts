import { randomUUID } from 'node:crypto';
import { LogController, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ApiError } from '@tidings/contracts/api-error';
import { traceLogOptions } from './tracing/log-correlation.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * A service trusts only the loopback interface (a gateway on the same machine) unless told more:
 * trusting every private address let anything on the network forge client addresses.
 */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';
const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;
/**
 * Longer than any id or name a route accepts (a cover's file name is up to 124 characters), so
 * each route's own schema answers a too-long parameter, naming it; Fastify's default is 100.
 */
export const MAX_PARAM_LENGTH = 256;

/**
 * URLs the router refuses before any route (and so any error handler) runs: a parameter past
 * MAX_PARAM_LENGTH (Fastify answers 414) or a broken percent-encoding. Both are bad input, so
 * they get the usual 400 error body with a stable code.
 */
const ROUTER_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION_FAILED', message: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters` },
  FST_ERR_BAD_URL: { code: 'INVALID_URL', message: 'The URL is not valid (a broken percent-encoding)' },
};
function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = ROUTER_ERRORS[error.code];
  const body: ApiError = answer
    ? { statusCode: 400, error: 'Bad Request', ...answer }
    : { statusCode: 500, code: 'INTERNAL_ERROR', error: 'Internal Server Error', message: 'Something went wrong on our side; please try again' };
  request.log[answer ? 'info' : 'error']({ code: body.code, statusCode: body.statusCode }, error.message);
  void reply.code(body.statusCode).header(REQUEST_ID_HEADER, request.id).send(body);
}

/**
 * Fastify options every deployable shares: pino with secrets redacted, and a request id taken
 * from the gateway's header (so one id follows a request across services) or made here. While
 * tracing, each line also carries the active span's trace_id and span_id.
 */
export function serverOptions(service: string, level: string, options: { trustedProxies?: string | false } = {}): FastifyServerOptions {
  return {
    logger: {
      level,
      base: { service },
      ...traceLogOptions(),
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
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: routerError,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes hit these every few seconds; their request logs would drown the rest.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  };
}
