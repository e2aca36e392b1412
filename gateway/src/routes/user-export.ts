import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@tidings/contracts/api-error';
import {
  accountExportSchema,
  exportFileName,
  newsExportSchema,
  trackingExportSchema,
  USER_DATA_ERROR_CODES,
  USER_DATA_EXPORT_PATH,
  USER_EXPORT_FORMAT,
  userExportSchema,
  type UserExport,
} from '@tidings/contracts/user-data';
import { errorBody } from '@tidings/service-kit/errors';
import { SERVICE_NAMES, type ServiceName } from '../config.js';
import type { SessionClaims } from '../session.js';
import type { Upstreams } from '../upstreams.js';
import { errorContent } from '../openapi-errors.js';

export const USER_EXPORT_PATH = '/api/user/export';
/** A part larger than this is refused: the gateway holds the whole file in memory while it joins it. */
export const EXPORT_PART_MAX_BYTES = 32 * 1024 * 1024;

const PART_SCHEMAS = { auth: accountExportSchema, news: newsExportSchema, tracking: trackingExportSchema } as const;

export interface UserExportOptions {
  upstreams: Upstreams;
  checkSession: (request: FastifyRequest) => SessionClaims;
  /** Each service's time to answer its part (the gateway's upstream timeout). */
  timeoutMs: number;
  maxPartBytes?: number;
}

type PartResult = { ok: true; service: ServiceName; data: unknown } | { ok: false; service: ServiceName; statusCode: number; body: unknown };

class PartTooLarge extends Error {}

async function readBounded(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new PartTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `GET /api/user/export`: the gateway asks each service for its part, with the caller's cookie
 * (each service checks the session itself and answers only the token's user), and joins the parts
 * into one download. All or nothing: a service that is down, slow or answers something else makes
 * the export fail with 503 USER_EXPORT_UNAVAILABLE, never a file with a part missing.
 */
export async function userExportRoutes(app: FastifyInstance, options: UserExportOptions): Promise<void> {
  const { upstreams, checkSession, timeoutMs } = options;
  const maxPartBytes = options.maxPartBytes ?? EXPORT_PART_MAX_BYTES;

  const fetchPart = async (request: FastifyRequest, service: ServiceName): Promise<PartResult> => {
    try {
      const response = await upstreams.getForCaller(request, service, USER_DATA_EXPORT_PATH, timeoutMs);
      const text = await readBounded(response.body, maxPartBytes);
      const json: unknown = JSON.parse(text);
      if (response.statusCode === 200) return { ok: true, service, data: PART_SCHEMAS[service].parse(json) };
      // The caller's own problem (signed out, account gone, too much data) is theirs to see as is.
      if (response.statusCode < 500 && apiErrorSchema.safeParse(json).success) return { ok: false, service, statusCode: response.statusCode, body: json };
      throw new Error(`answered ${response.statusCode}`);
    } catch (error) {
      if (error instanceof PartTooLarge) {
        return { ok: false, service, statusCode: 409, body: errorBody(409, USER_DATA_ERROR_CODES.exportTooLarge, 'Your data is larger than one export can hold') };
      }
      request.log.warn({ service, message: (error as Error).message }, 'user export: a part is unavailable');
      return { ok: false, service, statusCode: 503, body: null };
    }
  };

  app.get(USER_EXPORT_PATH, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    const claims = checkSession(request);
    reply.header('cache-control', 'no-store');
    const parts = await Promise.all(SERVICE_NAMES.map((service) => fetchPart(request, service)));
    const failed = parts.filter((part) => !part.ok);
    const unavailable = failed.filter((part) => part.statusCode >= 500).map((part) => part.service);
    if (unavailable.length) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          ...errorBody(503, USER_DATA_ERROR_CODES.exportUnavailable, 'Your data cannot be gathered right now; please try again shortly'),
          services: unavailable,
        });
    }
    const refused = failed[0];
    if (refused && !refused.ok) return reply.code(refused.statusCode).send(refused.body);

    const data = Object.fromEntries(parts.map((part) => [part.service, part.ok ? part.data : null])) as Record<ServiceName, unknown>;
    const now = new Date();
    const file: UserExport = {
      format: USER_EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      userId: claims.sub,
      account: data.auth as UserExport['account'],
      news: data.news as UserExport['news'],
      tracking: data.tracking as UserExport['tracking'],
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .send(JSON.stringify(file, null, 2));
  });
}

/** The route's entry in the merged OpenAPI document (the gateway answers it; no service documents it). */
export function userExportOpenApi(): Record<string, unknown> {
  return {
    [USER_EXPORT_PATH]: {
      get: {
        tags: ['user'],
        summary: 'Download everything Tidings holds about the signed-in user, as one JSON file',
        description:
          'The gateway gathers each service\'s part (account, news, tracking) with the caller\'s session and joins them. ' +
          'All or nothing: when a service cannot answer, 503 USER_EXPORT_UNAVAILABLE (its `services` names which), never a partial file. ' +
          `Each service answers within the gateway's upstream timeout and at most ${EXPORT_PART_MAX_BYTES} bytes.`,
        security: [{ cookieAuth: [] }],
        responses: {
          200: {
            description: 'The file (`Content-Disposition: attachment; filename="tidings-export-<date>.json"`)',
            content: { 'application/json': { schema: z.toJSONSchema(userExportSchema, { target: 'openapi-3.0' }) } },
          },
          401: errorContent('Not signed in, or the account is gone'),
          409: errorContent('USER_EXPORT_TOO_LARGE: more data than one export holds'),
          503: errorContent('USER_EXPORT_UNAVAILABLE: a service could not answer its part'),
        },
      },
    },
  };
}
