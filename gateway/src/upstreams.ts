import { REQUEST_ID_HEADER } from '@tidings/service-kit/logger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressApiAnswer } from './api-compression.js';
import { Pool, type Dispatcher } from 'undici';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config.js';
import { sendGatewayTimeout, sendServiceUnavailable } from './errors.js';

// RFC 9110 §7.6.1 connection-specific headers, plus `host` (undici sets the upstream's own).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
// Other spellings of the client's address; the services would not read them, but nothing downstream should.
const FORWARDING_HEADERS = ['forwarded', 'x-real-ip', 'x-forwarded-port', 'x-forwarded-prefix'];
// A stale keep-alive socket closed by the service between two requests: safe to retry a GET once.
const RETRYABLE = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const BUFFER_LIMIT = 256 * 1024;

function connectionListed(request: FastifyRequest): string[] | null {
  const value = request.headers.connection;
  if (!value || value === 'keep-alive' || value === 'close') return null;
  return value
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
}

/** The headers the service sees: the caller's (cookie included) minus hop-by-hop, plus X-Forwarded-* and the request id. */
export function upstreamHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const incoming = request.headers;
  const listed = connectionListed(request);
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed?.includes(name)) continue;
    headers[name] = value;
  }
  // What the gateway determined, replacing whatever the caller wrote: `request.ip`, `.protocol`
  // and `.host` follow X-Forwarded-* only from TRUSTED_PROXIES, so a client cannot pass a forged
  // address on to the services (which trust the gateway) and dodge their per-IP limits.
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers[REQUEST_ID_HEADER] = request.id;
  return headers;
}

function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const length = request.headers['content-length'];
  return length !== undefined ? length !== '0' : request.headers['transfer-encoding'] !== undefined;
}

/**
 * One keep-alive connection pool per service (undici), so a proxied call costs no TCP handshake;
 * connect and response timeouts turn a dead or stuck service into a 503/504 instead of a hang.
 */
export class Upstreams {
  private readonly pools: Record<ServiceName, Pool>;
  private readonly timeoutMs: number;

  constructor(config: Pick<GatewayConfig, 'services' | 'upstream'>) {
    const { connectTimeoutMs, timeoutMs, connections } = config.upstream;
    this.timeoutMs = timeoutMs;
    const pool = (origin: string) =>
      new Pool(origin, {
        connections,
        connectTimeout: connectTimeoutMs,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        keepAliveTimeout: 30_000,
      });
    this.pools = Object.fromEntries(SERVICE_NAMES.map((name) => [name, pool(config.services[name])])) as Record<ServiceName, Pool>;
  }

  /** A gateway-initiated GET (readiness, OpenAPI) with its own short timeout. */
  async get(service: ServiceName, path: string, timeoutMs = 2_000): Promise<{ statusCode: number; body: string }> {
    const response = await this.pools[service].request({
      method: 'GET',
      path,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { statusCode: response.statusCode, body: await response.body.text() };
  }

  /** A gateway-initiated GET on the caller's behalf (their cookie and request id go along), bounded in time. */
  getForCaller(request: FastifyRequest, service: ServiceName, path: string, timeoutMs: number): Promise<Dispatcher.ResponseData> {
    const headers = upstreamHeaders(request);
    delete headers['content-length'];
    delete headers['content-type'];
    return this.pools[service].request({ method: 'GET', path, headers, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) });
  }

  /** Sends the call to `service` with its path unchanged and streams the answer back. */
  async forward(request: FastifyRequest, reply: FastifyReply, service: ServiceName): Promise<FastifyReply> {
    const options: Dispatcher.RequestOptions = {
      method: request.method as Dispatcher.HttpMethod,
      path: request.url,
      headers: upstreamHeaders(request),
      body: hasBody(request) ? request.raw : null,
      headersTimeout: this.timeoutMs,
    };
    let response: Dispatcher.ResponseData;
    try {
      response = await this.pools[service].request(options);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (options.body === null && RETRYABLE.has(code)) {
        try {
          response = await this.pools[service].request(options);
        } catch (retryError) {
          return this.failed(request, reply, service, retryError);
        }
      } else {
        return this.failed(request, reply, service, error);
      }
    }

    const { statusCode, headers, body } = response;
    let payload: Buffer | Dispatcher.ResponseData['body'] | undefined;
    if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
      // Free the pooled connection: an unread body keeps it busy.
      await body.dump();
    } else if (Number(headers['content-length']) <= BUFFER_LIMIT) {
      // Most answers are small JSON: one buffer and one socket write beat a stream pipe. Large or
      // unsized answers are streamed so memory stays flat.
      try {
        payload = Buffer.from(await body.arrayBuffer());
      } catch (error) {
        return this.failed(request, reply, service, error);
      }
    } else {
      payload = body;
    }

    reply.code(statusCode);
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
    }
    if (Buffer.isBuffer(payload)) payload = await compressApiAnswer(request, reply, payload);
    return reply.send(payload);
  }

  private failed(request: FastifyRequest, reply: FastifyReply, service: ServiceName, error: unknown): FastifyReply {
    const code = (error as { code?: string }).code;
    request.log.warn({ service, code, message: (error as Error).message }, 'upstream call failed');
    return TIMEOUTS.has(code ?? '') ? sendGatewayTimeout(reply, service) : sendServiceUnavailable(reply, service);
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.pools).map((pool) => pool.close()));
  }
}
