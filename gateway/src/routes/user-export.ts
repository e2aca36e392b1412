import { Readable } from 'node:stream';
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
} from '@tidings/contracts/user-data';
import { CommonErrors, errorBody } from '@tidings/service-kit/errors';
import type { NatsBus } from '@tidings/service-kit/nats-bus';
import { RateLimiter } from '@tidings/service-kit/rate-limit';
import { TokenExchangeUnavailable } from '../access-token-exchange.js';
import { isBearerRequest, sendExchangeUnavailable, type BearerCheck } from '../bearer-check.js';
import { SERVICE_NAMES, type ServiceName } from '../config.js';
import { SESSION_ONLY_MESSAGE } from '../token-scope-refusal.js';
import type { SessionClaims } from '../session.js';
import type { Upstreams } from '../upstreams.js';
import { errorContent } from '../openapi-errors.js';
import { PartTooLarge, PartWriter } from './user-export-part.js';
import { PartStream } from './user-export-part-stream.js';
import { EXPORT_MAX_MS, EXPORTS_AT_ONCE, ExportSlots } from './user-export-slots.js';

export const USER_EXPORT_PATH = '/api/user/export';
/** A part larger than this is refused (USER_EXPORT_TOO_LARGE): it bounds the file, not the gateway's memory. */
export const EXPORT_PART_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Of each part, at most this much of the file's text is read ahead before the answer starts: a
 * part that ends within it (most do) is checked whole first, so its failure is still a clean 503
 * or 409 rather than a download cut off.
 */
export const EXPORT_READ_AHEAD_BYTES = 256 * 1024;

const PART_SCHEMAS = { auth: accountExportSchema, news: newsExportSchema, tracking: trackingExportSchema } as const;
/** Each part's field in the file. */
const FILE_FIELDS: Record<ServiceName, string> = { auth: 'account', news: 'news', tracking: 'tracking' };
/** An error answer of a service is a small JSON body; more is not read. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;
/** The limiter's namespace in the shared stores (the vitals' limit counts under it too). */
const LIMIT_NAMESPACE = 'tidings-gateway';

export interface UserExportOptions {
  upstreams: Upstreams;
  checkSession: (request: FastifyRequest) => SessionClaims;
  /** An access token may not export (TOKEN_SCOPES): a bearer call is refused, once its token is known to be valid. */
  checkBearer: BearerCheck;
  /** Each service's time to start answering its part, and the longest pause within it (the gateway's upstream timeout). */
  timeoutMs: number;
  /** The gateway's NATS link: the export slots are shared by every gateway instance. */
  bus: Pick<NatsBus, 'isConnected' | 'onReady'>;
  maxPartBytes?: number;
  readAheadBytes?: number;
}

type Failure = { statusCode: number; body: unknown };

async function readBounded(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new Error(`an error answer of more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `GET /api/user/export`: the gateway asks each service for its part, with the caller's cookie
 * (each service checks the session itself and answers only the token's user), and joins the parts
 * into one download, streamed: each part goes out as it arrives, checked against its contract
 * row by row (user-export-part.ts), so the gateway never holds a part, let alone the file (parts
 * may be 32 MiB each). All or nothing: a service that is down, slow or answers something else
 * before the answer starts makes it 503 USER_EXPORT_UNAVAILABLE; each part is read ahead
 * (EXPORT_READ_AHEAD_BYTES) before, so for most users every part is checked whole by then. A
 * part that fails later cuts the download off (the connection is closed before the file's end):
 * the client sees a failed download, never a file with a part missing.
 *
 * One export per user at a time and EXPORTS_AT_ONCE in all (user-export-slots.ts), else 429
 * RATE_LIMITED with Retry-After; an export still streaming after EXPORT_MAX_MS is cut off.
 */
export async function userExportRoutes(app: FastifyInstance, options: UserExportOptions): Promise<void> {
  const { upstreams, checkSession, checkBearer, timeoutMs } = options;
  const maxPartBytes = options.maxPartBytes ?? EXPORT_PART_MAX_BYTES;
  const readAheadBytes = options.readAheadBytes ?? EXPORT_READ_AHEAD_BYTES;
  const limiter = new RateLimiter(options.bus, LIMIT_NAMESPACE, app.log, Date.now, app.metrics);
  app.addHook('onClose', async () => limiter.close());
  const slots = new ExportSlots(limiter);

  /** The part read ahead, or what the whole export answers because of it. */
  const openPart = async (request: FastifyRequest, service: ServiceName, signal: AbortSignal): Promise<PartStream | Failure> => {
    let part: PartStream | null = null;
    try {
      const response = await upstreams.getForCaller(request, service, USER_DATA_EXPORT_PATH, timeoutMs, signal);
      if (response.statusCode !== 200) {
        const json: unknown = JSON.parse(await readBounded(response.body, ERROR_BODY_MAX_BYTES));
        // The caller's own problem (signed out, account gone, too much data) is theirs to see as is.
        if (response.statusCode < 500 && apiErrorSchema.safeParse(json).success) return { statusCode: response.statusCode, body: json };
        throw new Error(`answered ${response.statusCode}`);
      }
      // A service says its part's size: one too large is refused before anything is read.
      if (Number(response.headers['content-length']) > maxPartBytes) {
        response.body.destroy();
        throw new PartTooLarge();
      }
      part = new PartStream(response.body, new PartWriter(PART_SCHEMAS[service], maxPartBytes));
      await part.readAhead(readAheadBytes);
      return part;
    } catch (error) {
      part?.discard();
      if (error instanceof PartTooLarge) {
        return { statusCode: 409, body: errorBody(409, USER_DATA_ERROR_CODES.exportTooLarge, 'Your data is larger than one export can hold') };
      }
      request.log.warn({ service, message: (error as Error).message }, 'user export: a part is unavailable');
      return { statusCode: 503, body: null };
    }
  };

  app.get(USER_EXPORT_PATH, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    if (isBearerRequest(request)) {
      // An invalid token is 401 as everywhere; a valid one is never enough for the export.
      try {
        await checkBearer(request);
      } catch (error) {
        if (error instanceof TokenExchangeUnavailable) return sendExchangeUnavailable(reply, error);
        throw error;
      }
      throw new CommonErrors.TokenScopeMissing(SESSION_ONLY_MESSAGE);
    }
    const claims = checkSession(request);
    reply.header('cache-control', 'no-store');
    const slot = await slots.take(claims.sub);
    if (!slot.held) {
      const message = slot.why === 'yours' ? 'An export of your data is already under way' : 'Many exports are under way';
      return reply
        .code(429)
        .header('retry-after', String(slot.retryAfterSeconds))
        .send(errorBody(429, 'RATE_LIMITED', `${message}; try again in ${slot.retryAfterSeconds} seconds`));
    }
    // Every answer ends with a closed response (sent, failed or cut off): the slots go then.
    const deadline = new AbortController();
    const timer = setTimeout(() => {
      deadline.abort(new Error(`the export took longer than ${EXPORT_MAX_MS} ms`));
      reply.raw.destroy();
    }, EXPORT_MAX_MS);
    const done = () => {
      clearTimeout(timer);
      void slot.release();
    };
    // 'finish' as the last bytes leave (the caller may ask again at once), 'close' when cut off.
    reply.raw.once('finish', done);
    reply.raw.once('close', done);

    const opened = await Promise.all(SERVICE_NAMES.map((service) => openPart(request, service, deadline.signal)));
    const parts = opened.filter((part) => part instanceof PartStream);
    const failures = SERVICE_NAMES.flatMap((service, i) => (opened[i] instanceof PartStream ? [] : [{ service, ...(opened[i] as Failure) }]));
    if (failures.length > 0) {
      for (const part of parts) part.discard();
      const unavailable = failures.filter((failure) => failure.statusCode >= 500).map((failure) => failure.service);
      if (unavailable.length) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            ...errorBody(503, USER_DATA_ERROR_CODES.exportUnavailable, 'Your data cannot be gathered right now; please try again shortly'),
            services: unavailable,
          });
      }
      return reply.code(failures[0]!.statusCode).send(failures[0]!.body);
    }

    const now = new Date();
    const head = `{\n  "format": ${JSON.stringify(USER_EXPORT_FORMAT)},\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n  "userId": ${JSON.stringify(claims.sub)}`;
    async function* file(): AsyncGenerator<string> {
      try {
        yield head;
        for (const [i, service] of SERVICE_NAMES.entries()) {
          yield `,\n  ${JSON.stringify(FILE_FIELDS[service])}: `;
          yield* parts[i]!.text();
        }
        yield '\n}';
      } catch (error) {
        const problem = error instanceof PartTooLarge ? 'a part is larger than one export can hold' : (error as Error).message;
        request.log.warn({ problem }, 'user export: a part failed after the download started; the download is cut off');
        throw error;
      } finally {
        for (const part of parts) part.discard();
      }
    }
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .send(Readable.from(file(), { objectMode: false, highWaterMark: 64 * 1024 }));
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
          'The gateway gathers each service\'s part (account, news, tracking) with the caller\'s session and streams them joined as one file. ' +
          'All or nothing: when a service cannot answer, 503 USER_EXPORT_UNAVAILABLE (its `services` names which), never a partial file; ' +
          'a part that fails once the download has started cuts it off (the file never ends), so it cannot be taken for a whole one. ' +
          `Each service starts answering within the gateway's upstream timeout, and sends at most ${EXPORT_PART_MAX_BYTES} bytes. ` +
          `One export per user at a time and ${EXPORTS_AT_ONCE} at once in all: beyond, 429 RATE_LIMITED with Retry-After.`,
        security: [{ cookieAuth: [] }],
        responses: {
          200: {
            description: 'The file (`Content-Disposition: attachment; filename="tidings-export-<date>.json"`)',
            content: { 'application/json': { schema: z.toJSONSchema(userExportSchema, { target: 'openapi-3.0' }) } },
          },
          401: errorContent('Not signed in, or the account is gone'),
          409: errorContent('USER_EXPORT_TOO_LARGE: more data than one export holds'),
          429: errorContent('RATE_LIMITED: an export of this user is under way, or too many in all; see Retry-After'),
          503: errorContent('USER_EXPORT_UNAVAILABLE: a service could not answer its part'),
        },
      },
    },
  };
}
