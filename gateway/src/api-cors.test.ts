import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './test/helpers.js';
import { fakeTokenExchange } from './test/token-exchange-fake.js';

const PARTNER = 'https://partner.example';
const exchange = fakeTokenExchange();
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack(
    { ALLOWED_ORIGINS: `${PARTNER},https://admin.example` },
    {
      auth: { setup: exchange.setup },
      news: { setup: (app) => app.get('/api/news/varied', (_request, reply) => reply.header('vary', 'Accept-Encoding').send([])) },
    },
  );
});
afterAll(() => stack.close());

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));
const preflight = (origin: string, url = '/api/news') =>
  stack.gateway.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' } });

describe('CORS for ALLOWED_ORIGINS', () => {
  it('answers a preflight from an allowed origin with 204 and what a token client may send', async () => {
    const response = await preflight(PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers.vary).toBe('Origin');
    expect(String(response.headers['access-control-allow-methods']).split(', ')).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    const allowed = String(response.headers['access-control-allow-headers']).split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-time-zone', 'x-request-id', 'traceparent', 'tracestate']));
    expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(stack.services.news.seen.some((request) => request.method === 'OPTIONS')).toBe(false);
  });

  it('says nothing to another origin, nor outside /api', async () => {
    const other = await preflight('https://evil.example');
    expect(other.statusCode).toBe(404);
    expect(corsHeaders(other.headers)).toEqual([]);
    expect(corsHeaders((await preflight(PARTNER, '/feed')).headers)).toEqual([]);
  });

  it('lets a page on an allowed origin read the answer to a bearer call, and the headers a client needs', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/news', headers: { origin: PARTNER, authorization: `Bearer ${exchange.create(['read'])}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-expose-headers']).split(', ')).toEqual(
      expect.arrayContaining(['retry-after', 'x-request-id', 'idempotent-replayed', 'deprecation', 'sunset']),
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it("lets it read the gateway's own refusals too (401 TOKEN_INVALID)", async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/news', headers: { origin: PARTNER, authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('lets a bearer write from an allowed origin through', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/events/batch',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site', authorization: `Bearer ${exchange.create(['write'])}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('gives another origin no CORS header, and marks every /api answer Vary: Origin, merged with the service’s own Vary', async () => {
    const other = await stack.gateway.inject({ method: 'GET', url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(other.statusCode).toBe(200);
    expect(corsHeaders(other.headers)).toEqual([]);
    expect(other.headers.vary).toMatch(/\bOrigin\b/);
    const varied = await stack.gateway.inject({ method: 'GET', url: '/api/news/varied', headers: { origin: PARTNER, authorization: `Bearer ${exchange.create(['read'])}` } });
    expect(varied.headers.vary).toBe('Accept-Encoding, Origin');
  });
});

describe('without ALLOWED_ORIGINS', () => {
  it('answers no preflight and adds no CORS header', async () => {
    const plain = await startStack();
    try {
      const response = await plain.gateway.inject({ method: 'OPTIONS', url: '/api/news', headers: { origin: PARTNER, 'access-control-request-method': 'GET' } });
      expect(response.statusCode).toBe(404);
      expect(corsHeaders(response.headers)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
