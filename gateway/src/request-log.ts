import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The gateway sees every call, so its request log is on the hot path: one line per request
 * (method, url, status, ms) instead of Fastify's two with the full req/res serializers. Probes
 * are not logged, as in service-kit's controller.
 */
export class GatewayLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId', disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
