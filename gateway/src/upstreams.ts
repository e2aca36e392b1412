import { REQUEST_ID_HEADER } from '@tidings/service-kit/logger';
import { tracingActive } from '@tidings/service-kit/tracing/state';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { compressApiAnswer } from './api-compression.js';
import type { Dispatcher } from 'undici';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config.js';
import { GatewayErrors, sendGatewayTimeout, sendServiceUnavailable } from './errors.js';
import { isReplayable } from './retry-policy.js';
import { CONNECT_FAILURES, ServiceInstances, type Instance } from './service-instances.js';

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
// W3C trace context. While the gateway traces, its undici instrumentation adds its own call's
// (a child of the caller's, which the http instrumentation took in): the caller's copy would
// make a second, conflicting traceparent. Without tracing the caller's passes through.
const TRACE_CONTEXT_HEADERS = ['traceparent', 'tracestate'];
// The connection broke, perhaps after the service had the request (a stale keep-alive socket, an
// instance killed mid-call): only a replayable call (retry-policy.ts) is sent again.
const BROKEN = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);
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

/**
 * The headers the service sees: the caller's (cookie included) minus hop-by-hop, plus
 * X-Forwarded-* and the request id. With `bearerJwt` (the token the gateway got for the caller's
 * personal access token) the call is the token's: `Authorization: Bearer <it>` and no cookie, so
 * a service never mixes the two. Without it, no Authorization goes on: only the gateway hands the
 * services a bearer token, never a client.
 */
export function upstreamHeaders(request: FastifyRequest, bearerJwt?: string): Record<string, string | string[]> {
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
  if (tracingActive()) for (const name of TRACE_CONTEXT_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers[REQUEST_ID_HEADER] = request.id;
  delete headers.authorization;
  if (bearerJwt !== undefined) {
    delete headers.cookie;
    headers.authorization = `Bearer ${bearerJwt}`;
  }
  return headers;
}

/**
 * The caller's body as a stream of its own for a call that sends it once: undici destroys the body
 * it was given when the call fails (a refused connection), and that must not be the caller's
 * connection — they are still owed the 503.
 */
function streamedBody(raw: IncomingMessage): PassThrough {
  const body = new PassThrough();
  raw.on('error', (error) => body.destroy(error));
  return raw.pipe(body);
}

function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const length = request.headers['content-length'];
  return length !== undefined ? length !== '0' : request.headers['transfer-encoding'] !== undefined;
}

/** A replayable call's body, read whole so it can be sent twice (they are small JSON writes). */
async function bufferBody(request: FastifyRequest, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new GatewayErrors.BodyTooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const errorCode = (error: unknown) => (error as { code?: string }).code ?? '';

/** The service took too long: undici's own timeouts, or an AbortSignal.timeout that fired. */
export function isTimeout(error: unknown): boolean {
  return TIMEOUTS.has(errorCode(error)) || (error as Error | null)?.name === 'TimeoutError';
}

export interface UpstreamsConfig extends Pick<GatewayConfig, 'services' | 'upstream'> {
  bodyLimit?: number;
}

/**
 * The services' instances (service-instances.ts), one keep-alive pool each so a proxied call costs
 * no TCP handshake; connect and response timeouts turn a dead or stuck service into a 503/504
 * instead of a hang. A call that could not connect goes to another instance (nothing was sent);
 * one whose connection broke later goes again only when it is replayable (retry-policy.ts); an
 * answer, whatever its status, is never retried.
 */
export class Upstreams {
  readonly services: Record<ServiceName, ServiceInstances>;
  private readonly timeoutMs: number;
  private readonly bodyLimit: number;
  private readonly probeTimeoutMs: number;
  private probing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(config: UpstreamsConfig, log: FastifyBaseLogger) {
    const { timeoutMs, healthIntervalMs } = config.upstream;
    this.timeoutMs = timeoutMs;
    this.bodyLimit = config.bodyLimit ?? 1_048_576;
    this.probeTimeoutMs = Math.min(2_000, Math.max(500, healthIntervalMs));
    this.services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, new ServiceInstances(name, config.services[name], config.upstream, log)])) as Record<ServiceName, ServiceInstances>;
    this.timer = setInterval(() => void this.probe(), healthIntervalMs);
    this.timer.unref();
  }

  /** Asks every instance of every service for its /readyz (one round at a time). */
  probe(): Promise<void> {
    this.probing ??= Promise.all(SERVICE_NAMES.map((name) => this.services[name].probe(this.probeTimeoutMs))).then(
      () => undefined,
      () => undefined,
    ).finally(() => (this.probing = null));
    return this.probing;
  }

  /** A gateway-initiated GET (OpenAPI) with its own short timeout. */
  async get(service: ServiceName, path: string, timeoutMs = 2_000): Promise<{ statusCode: number; body: string }> {
    const options = { method: 'GET', path, headersTimeout: timeoutMs, bodyTimeout: timeoutMs } as const;
    const response = await this.send(service, (instance) => instance.pool.request({ ...options, signal: AbortSignal.timeout(timeoutMs) }), true);
    return { statusCode: response.statusCode, body: await response.body.text() };
  }

  /**
   * A gateway-initiated JSON POST (the access token exchange), with the caller's request id and a
   * short timeout for the whole call. Sent again to another instance only when it could not connect.
   */
  async postJson(service: ServiceName, path: string, body: unknown, requestId: string, timeoutMs: number): Promise<{ statusCode: number; body: string }> {
    const headers = { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId };
    const options = { method: 'POST', path, headers, body: JSON.stringify(body), headersTimeout: timeoutMs, bodyTimeout: timeoutMs } as const;
    const response = await this.send(service, (instance) => instance.pool.request({ ...options, signal: AbortSignal.timeout(timeoutMs) }), false);
    return { statusCode: response.statusCode, body: await response.body.text() };
  }

  /**
   * A gateway-initiated GET on the caller's behalf (their cookie and request id go along), bounded
   * in time: `timeoutMs` for the answer to start and between its chunks, and all of it within
   * `timeoutMs` unless `signal` says how long instead (a body streamed to the caller at their pace).
   */
  getForCaller(request: FastifyRequest, service: ServiceName, path: string, timeoutMs: number, signal?: AbortSignal): Promise<Dispatcher.ResponseData> {
    const headers = upstreamHeaders(request);
    delete headers['content-length'];
    delete headers['content-type'];
    const options = { method: 'GET', path, headers, headersTimeout: timeoutMs, bodyTimeout: timeoutMs } as const;
    return this.send(service, (instance) => instance.pool.request({ ...options, signal: signal ?? AbortSignal.timeout(timeoutMs) }), true);
  }

  /**
   * One call to an instance of `service`, and at most one more to another instance: after a
   * connect failure when the call can be sent again (`resendable`: no body or a buffered one), or
   * after a broken connection when it is also `replayable`. Throws the last error (an Error with
   * code SERVICE_UNAVAILABLE when no instance is there at all).
   */
  private async send(service: ServiceName, call: (instance: Instance) => Promise<Dispatcher.ResponseData>, replayable: boolean, resendable = true): Promise<Dispatcher.ResponseData> {
    const instances = this.services[service];
    let instance = instances.pick();
    for (let attempt = 0; instance; attempt++) {
      const current = instance;
      current.pending++;
      try {
        return await call(current);
      } catch (error) {
        const code = errorCode(error);
        if (CONNECT_FAILURES.has(code)) instances.markDown(current, code);
        const again = attempt === 0 && resendable && (CONNECT_FAILURES.has(code) || (replayable && BROKEN.has(code)));
        const next = again ? instances.pick(current) : null;
        if (!next) throw error;
        instance = next;
      } finally {
        current.pending--;
      }
    }
    throw Object.assign(new Error(`no instance of the ${service} service is reachable`), { code: 'SERVICE_UNAVAILABLE' });
  }

  /** Sends the call to `service` with its path unchanged and streams the answer back; `bearerJwt`: see upstreamHeaders. */
  async forward(request: FastifyRequest, reply: FastifyReply, service: ServiceName, bearerJwt?: string): Promise<FastifyReply> {
    const replayable = isReplayable(request);
    // Streamed as it arrives unless it may have to be sent twice; a streamed body is spent by the first try.
    const body = !hasBody(request) ? null : replayable ? await bufferBody(request, this.bodyLimit) : streamedBody(request.raw);
    const options: Dispatcher.RequestOptions = {
      method: request.method as Dispatcher.HttpMethod,
      path: request.url,
      headers: upstreamHeaders(request, bearerJwt),
      body,
      headersTimeout: this.timeoutMs,
    };
    let response: Dispatcher.ResponseData;
    try {
      response = await this.send(service, (instance) => instance.pool.request(options), replayable, body === null || Buffer.isBuffer(body));
    } catch (error) {
      return this.failed(request, reply, service, error);
    }

    const { statusCode, headers } = response;
    let payload: Buffer | Dispatcher.ResponseData['body'] | undefined;
    if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
      // Free the pooled connection: an unread body keeps it busy.
      await response.body.dump();
    } else if (Number(headers['content-length']) <= BUFFER_LIMIT) {
      // Most answers are small JSON: one buffer and one socket write beat a stream pipe. Large or
      // unsized answers are streamed so memory stays flat.
      try {
        payload = Buffer.from(await response.body.arrayBuffer());
      } catch (error) {
        return this.failed(request, reply, service, error);
      }
    } else {
      payload = response.body;
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
    const code = errorCode(error);
    request.log.warn({ service, code, message: (error as Error).message }, 'upstream call failed');
    return isTimeout(error) ? sendGatewayTimeout(reply, service) : sendServiceUnavailable(reply, service);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    await Promise.all(SERVICE_NAMES.map((name) => this.services[name].close()));
  }
}
