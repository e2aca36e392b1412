import createError from '@fastify/error';
import { errorBody } from '@tidings/service-kit/errors';
import type { FastifyReply } from 'fastify';
import type { ServiceName } from './config.js';

/**
 * The gateway's own errors. 4xx are thrown and rendered by service-kit's error handler; the
 * upstream 5xx are sent directly because that handler (rightly) hides every 5xx behind
 * INTERNAL_ERROR, and a caller should see that a service, not the gateway, is down.
 */
export const GatewayErrors = {
  CrossOriginRejected: createError('CROSS_ORIGIN_REJECTED', 'Cross-origin requests may not change data', 403),
  BodyTooLarge: createError('BODY_TOO_LARGE', 'The request body is larger than %d bytes', 413),
};

const SERVICE_LABEL: Record<ServiceName, string> = { auth: 'account', news: 'news', tracking: 'reading-activity' };

export function sendServiceUnavailable(reply: FastifyReply, service: ServiceName): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', '5')
    .send(errorBody(503, 'SERVICE_UNAVAILABLE', `The ${SERVICE_LABEL[service]} service is unavailable; please try again shortly`));
}

export function sendGatewayTimeout(reply: FastifyReply, service: ServiceName): FastifyReply {
  return reply
    .code(504)
    .send({ ...errorBody(504, 'GATEWAY_TIMEOUT', `The ${SERVICE_LABEL[service]} service did not answer in time`), error: 'Gateway Timeout' });
}
