import { clientAddressKey } from '@tidings/service-kit/client-address';
import type { NatsBus } from '@tidings/service-kit/nats-bus';
import { RateLimiter, type LimitRule } from '@tidings/service-kit/rate-limit';
import { CommonErrors, errorBody } from '@tidings/service-kit/errors';
import { VITALS_BODY_MAX_BYTES, VITALS_PATH } from '@tidings/contracts/vitals-limits';
import { vitalsReportSchema } from '@tidings/contracts/vitals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GatewayErrors } from '../errors.js';
import { isCrossOriginMutation } from '../origin-check.js';
import { errorContent } from '../openapi-errors.js';

export interface VitalsOptions {
  /** The gateway's NATS link: every instance counts each address's reports in one shared store. */
  bus: Pick<NatsBus, 'isConnected' | 'onReady'>;
  /** Reports per client address (an IPv6 /64) per window (`VITALS_RATE_LIMIT_MAX`, `VITALS_RATE_LIMIT_WINDOW`). */
  limit: { max: number; windowMs: number };
  allowedOrigins: readonly string[];
}

/** The limiter's namespace in the shared rate-limit buckets (services use their database name). */
const LIMIT_NAMESPACE = 'tidings-gateway';

/** A bus that never connects: gateways without NATS (unit tests) count in their own process. */
export const NO_SHARED_STORE: VitalsOptions['bus'] = { isConnected: () => false, onReady: () => undefined };

/** The shell's route templates (shell/src/features/vitals/vital-route.ts) a report may name as itself. */
const VITALS_ROUTES = new Set(['/', '/auth', '/discover', '/bookmarks', '/profile', '/news/:id', '/onboarding', '/*']);

/**
 * The metrics' `route` label: the schema lets any template-shaped string through, and a client
 * could send endless ones, so only the shell's own templates are labels; onboarding steps are one.
 */
export function vitalsRouteLabel(route: string): string {
  if (VITALS_ROUTES.has(route)) return route;
  return route.startsWith('/onboarding/') ? '/onboarding/:step' : 'other';
}

/** Keys of a zod issue path as the error handler names fields (`metrics.0.value`). */
function fieldsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return fields;
}

/**
 * `POST /api/vitals`: the app's field web vitals (LCP, INP, CLS, FCP, TTFB), one line per metric
 * in the gateway's log, so the team sees what real sessions get. Answered here, never proxied: no
 * service stores them. Anonymous on purpose — it works signed out and logs no user, cookie or
 * address (the request log line has what any request has). `navigator.sendBeacon` sends its
 * string body as text/plain, so that type is read as JSON too.
 */
export async function vitalsRoutes(app: FastifyInstance, options: VitalsOptions): Promise<void> {
  const allowedOrigins = new Set(options.allowedOrigins);
  const limiter = new RateLimiter(options.bus, LIMIT_NAMESPACE, app.log, Date.now, app.metrics);
  app.addHook('onClose', async () => limiter.close());
  const rule: LimitRule = { name: 'vitals-ip', max: options.limit.max, windowMs: options.limit.windowMs };
  const seconds = app.metrics.histogram('tidings_web_vitals_seconds');
  const cls = app.metrics.histogram('tidings_web_vitals_cls');

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: VITALS_BODY_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'INVALID_JSON' }));
    }
  });

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossOriginMutation(request, allowedOrigins)) throw new GatewayErrors.CrossOriginRejected();
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > VITALS_BODY_MAX_BYTES) throw new GatewayErrors.BodyTooLarge(VITALS_BODY_MAX_BYTES);
    // Counted before the body is read: a flood costs one counter increment per request. An IPv6
    // client counts by its /64 (clientAddressKey): it may hold every address in it.
    const verdict = await limiter.hit(rule, clientAddressKey(request.ip));
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new CommonErrors.RateLimited(verdict.retryAfterSeconds);
    }
  };

  app.post(VITALS_PATH, { schema: { hide: true }, bodyLimit: VITALS_BODY_MAX_BYTES, onRequest: guard }, async (request, reply) => {
    const parsed = vitalsReportSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = fieldsOf(parsed.error.issues);
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'The report is not valid', fields));
    }
    const { route, metrics } = parsed.data;
    const routeLabel = vitalsRouteLabel(route);
    for (const metric of metrics) {
      if (metric.name === 'CLS') cls.observe({ route: routeLabel }, metric.value);
      else seconds.observe({ metric: metric.name, route: routeLabel }, metric.value / 1000);
      // Whole milliseconds; CLS keeps four decimals (its "good" bound is 0.1).
      const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      request.log.info({ vital: { metric: metric.name, value, rating: metric.rating, route, navigationType: metric.navigationType } }, 'web vital');
    }
    return reply.code(204).send();
  });
}

/** The route's entry in the merged OpenAPI document (the gateway answers it; no service documents it). */
export function vitalsOpenApi(limit: VitalsOptions['limit']): Record<string, unknown> {
  const report = z.toJSONSchema(vitalsReportSchema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return {
    [VITALS_PATH]: {
      post: {
        tags: ['vitals'],
        summary: "Report a page view's field web vitals (LCP, INP, CLS, FCP, TTFB)",
        description:
          'Sent by the app with `navigator.sendBeacon` when the page is hidden; no session needed, nothing stored: the gateway logs one line per metric ' +
          '(`msg: "web vital"`, `vital: { metric, value, rating, route, navigationType }`) with no user, cookie or address. ' +
          `The body is JSON, as \`application/json\` or \`text/plain\` (what sendBeacon sends), at most ${VITALS_BODY_MAX_BYTES} bytes. ` +
          `At most ${limit.max} reports per client address (an IPv6 client per /64) per ${limit.windowMs / 1000} s, counted across every gateway instance.`,
        requestBody: { required: true, content: { 'application/json': { schema: report }, 'text/plain': { schema: report } } },
        responses: {
          204: { description: 'Logged' },
          400: errorContent('VALIDATION_FAILED (its `fields` name what is wrong) or INVALID_JSON'),
          403: errorContent('CROSS_ORIGIN_REJECTED: sent by a page of another origin'),
          413: errorContent('BODY_TOO_LARGE'),
          415: errorContent('UNSUPPORTED_MEDIA_TYPE: neither application/json nor text/plain'),
          429: errorContent('RATE_LIMITED, with Retry-After (seconds)'),
        },
      },
    },
  };
}
