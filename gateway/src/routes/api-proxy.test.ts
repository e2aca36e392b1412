import { CommonErrors } from '@tidings/service-kit/errors';
import { SESSION_COOKIE } from '@tidings/service-kit/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../route-map.js';
import { buildGateway, deadServiceUrl, sessionCookie, sessionToken, startFakeService, startStack, testConfig } from '../test/helpers.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const CALLS: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, service: string, auth: 'public' | 'session'][] = [
  ['GET', '/api/user', 'auth', 'public'],
  ['POST', '/api/login', 'auth', 'public'],
  ['PATCH', '/api/user/preferences', 'auth', 'session'],
  ['GET', '/api/user/streak', 'tracking', 'session'],
  ['POST', '/api/news/7/read', 'tracking', 'session'],
  ['PATCH', '/api/news/7/read', 'tracking', 'session'],
  ['POST', '/api/sessions/start', 'tracking', 'session'],
  ['PUT', '/api/engagement/time', 'tracking', 'session'],
  ['GET', '/api/news/filtered?1700000000000', 'news', 'session'],
  ['GET', '/api/news/search?q=climate&category=science', 'news', 'session'],
  ['GET', '/api/news/7/summary', 'news', 'session'],
  ['DELETE', '/api/bookmarks/1/7', 'news', 'session'],
  ['POST', '/api/articles/read/7', 'news', 'session'],
  ['GET', '/api/categories', 'news', 'public'],
  ['GET', '/api/personalities', 'news', 'public'],
  ['GET', '/api/sources', 'news', 'session'],
];

describe('proxying /api', () => {
  it.each(CALLS)('%s %s reaches %s with path and query unchanged', async (method, url, service) => {
    const response = await stack.gateway.inject({ method, url, headers: { cookie: sessionCookie() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ service, method, url });
    expect(response.headers['x-served-by']).toBe(service);
  });

  it.each(CALLS.filter(([, , , auth]) => auth === 'public'))('%s %s needs no session at the gateway', async (method, url, service) => {
    const response = await stack.gateway.inject({ method, url });
    expect(response.json()).toMatchObject({ service });
  });

  it('has a session rule for every route it documents as session-only', () => {
    const sessionRules = ROUTE_MAP.filter((rule) => rule.auth === 'session').map((rule) => rule.pattern);
    expect(sessionRules).toContain('/api/user/preferences');
    expect(sessionRules).toContain('/api/news*');
  });

  it('streams the request body and its content type to the service', async () => {
    const body = JSON.stringify({ username: 'ada', password: 'secret1' });
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode).toBe(200);
    const seen = stack.services.auth.seen.at(-1)!;
    expect(seen.body).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('passes an empty JSON POST through untouched (POST /api/articles/read/:id has no body)', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/articles/read/9',
      headers: { 'content-type': 'application/json', cookie: sessionCookie() },
    });
    expect(response.statusCode).toBe(200);
    expect(stack.services.news.seen.at(-1)).toMatchObject({ url: '/api/articles/read/9', body: '' });
  });

  it('forwards the cookie, a generated request id and X-Forwarded-*; the response carries the same id', async () => {
    const cookie = sessionCookie();
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie, host: 'tidings.example' } });
    const seen = stack.services.tracking.seen.at(-1)!;
    expect(seen.headers.cookie).toBe(cookie);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.headers['x-request-id']).toBe(id);
    expect(seen.headers['x-forwarded-host']).toBe('tidings.example');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.host).not.toBe('tidings.example');
  });

  it('replaces what a client wrote into X-Forwarded-* (and Forwarded) with what it saw itself', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'for=198.51.100.7', 'x-real-ip': '198.51.100.7' };
    await stack.gateway.inject({ method: 'GET', url: '/api/categories', headers: { ...forged, host: 'tidings.example' } });
    const seen = stack.services.news.seen.at(-1)!.headers;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe('tidings.example');
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-real-ip']).toBeUndefined();
  });

  it('behind a trusted proxy, forwards the one client address it determined, not the chain', async () => {
    const behindProxy = await startStack({ TRUSTED_PROXIES: '127.0.0.1/8' });
    try {
      // The leftmost entry is the client's own claim; the proxy (trusted) appended what it saw.
      await behindProxy.gateway.inject({ method: 'GET', url: '/api/categories', headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.5', 'x-forwarded-proto': 'https' } });
      const seen = behindProxy.services.news.seen.at(-1)!.headers;
      expect(seen['x-forwarded-for']).toBe('203.0.113.5');
      expect(seen['x-forwarded-proto']).toBe('https');
    } finally {
      await behindProxy.close();
    }
  });

  it('passes a caller-supplied request id through', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/categories', headers: { 'x-request-id': 'e2e-run-42' } });
    expect(response.headers['x-request-id']).toBe('e2e-run-42');
    expect(stack.services.news.seen.at(-1)!.headers['x-request-id']).toBe('e2e-run-42');
  });

  it('does not forward hop-by-hop headers either way, but keeps every Set-Cookie', async () => {
    const response = await stack.gateway.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { connection: 'keep-alive, x-secret-hop', 'x-secret-hop': 'drop me', te: 'trailers', 'proxy-authorization': 'Basic abc', 'x-kept': 'yes' },
    });
    const seen = stack.services.news.seen.at(-1)!.headers;
    expect(seen['x-secret-hop']).toBeUndefined();
    expect(seen.te).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['x-kept']).toBe('yes');
    expect(response.headers['keep-alive']).toBeUndefined();
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers HEAD through the service without a body', async () => {
    const response = await stack.gateway.inject({ method: 'HEAD', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(stack.services.news.seen.at(-1)).toMatchObject({ method: 'HEAD', url: '/api/categories' });
  });

  it('answers an unknown /api path itself with a 404 JSON body', async () => {
    for (const url of ['/api/unknown', '/api/user/other', '/api/newsletter']) {
      const response = await stack.gateway.inject({ method: 'GET', url, headers: { cookie: sessionCookie() } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' });
      expect(response.headers['x-request-id']).toBeTruthy();
    }
    expect([...stack.services.auth.seen, ...stack.services.news.seen].some((r) => r.url === '/api/unknown')).toBe(false);
  });

  it("never reaches svc-news's internal source health, signed in or not", async () => {
    // Outside /api the gateway serves the app's pages (here a 503 page: no build in this test).
    for (const url of ['/internal/sources', '/api/internal/sources', '/api/sources/../../internal/sources']) {
      const response = await stack.gateway.inject({ method: 'GET', url, headers: { cookie: sessionCookie() } });
      expect(response.headers['x-served-by']).toBeUndefined();
      expect(response.statusCode).not.toBe(200);
    }
    expect(stack.services.news.seen.some((r) => r.url.includes('internal'))).toBe(false);
  });

  it('answers GET /api/sources without a session with 401, before svc-news sees it', async () => {
    const before = stack.services.news.seen.length;
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/sources' })).statusCode).toBe(401);
    expect(stack.services.news.seen.length).toBe(before);
  });
});

describe('session check before proxying', () => {
  const countTracking = () => stack.services.tracking.seen.length;

  it('answers 401 AUTH_REQUIRED without a cookie, and the service never sees the call', async () => {
    const before = countTracking();
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie: 'theme=dark' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', error: 'Unauthorized', message: new CommonErrors.Unauthenticated().message });
    expect(countTracking()).toBe(before);
  });

  it.each([
    ['forged (signed with another key)', () => sessionToken(undefined, { forged: true })],
    ['expired', () => sessionToken(undefined, { expiresIn: -60_000 })],
    ['garbage', () => 'not.a.jwt'],
    ['without a subject', () => sessionToken({ sub: undefined })],
    ['without a session id (the old shape)', () => sessionToken({ jti: undefined })],
    ['without a session start', () => sessionToken({ sst: undefined })],
  ])('answers 401 AUTH_SESSION_INVALID for a %s token', async (_label, token) => {
    const before = countTracking();
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie: `${SESSION_COOKIE}=${token()}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    expect(countTracking()).toBe(before);
  });

  it('still rejects a token that was valid when first seen once it has expired (the verifier cache honours exp)', async () => {
    const token = sessionToken(undefined, { expiresIn: 1_500 });
    const first = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(first.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(later.statusCode).toBe(401);
  });
});

describe('cross-origin mutations', () => {
  const login = (headers: Record<string, string>) =>
    stack.gateway.inject({ method: 'POST', url: '/api/login', headers: { host: 'localhost:8080', 'content-type': 'application/json', ...headers }, payload: '{}' });

  it('rejects a POST from another origin with 403 CROSS_ORIGIN_REJECTED, before the service sees it', async () => {
    const before = stack.services.auth.seen.length;
    const response = await login({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'CROSS_ORIGIN_REJECTED' });
    expect(stack.services.auth.seen.length).toBe(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('rejects %s from another origin as well', async (method) => {
    const response = await stack.gateway.inject({ method, url: '/api/bookmarks/1', headers: { origin: 'http://localhost:3000', host: 'localhost:8080', cookie: sessionCookie() } });
    expect(response.statusCode).toBe(403);
  });

  it('rejects Origin: null', async () => {
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });

  it('rejects a call without Origin when the browser says it is cross-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('allows the same origin (from Host)', async () => {
    expect((await login({ origin: 'http://localhost:8080' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('takes the origin from X-Forwarded-Proto/-Host only from a trusted proxy (TRUSTED_PROXIES)', async () => {
    const forwarded = { origin: 'https://news.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example' };
    // Untrusted (the default: the gateway is the edge), a client's X-Forwarded-Host is no origin of ours.
    expect((await login(forwarded)).statusCode).toBe(403);
    const behindProxy = await startStack({ TRUSTED_PROXIES: 'loopback' });
    try {
      const response = await behindProxy.gateway.inject({ method: 'POST', url: '/api/login', headers: { host: 'localhost:8080', 'content-type': 'application/json', ...forwarded }, payload: '{}' });
      expect(response.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('allows calls without Origin (curl, server to server)', async () => {
    expect((await login({})).statusCode).toBe(200);
  });

  it('allows GET from anywhere (reads are not CSRF)', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });

  it('allows origins listed in ALLOWED_ORIGINS', async () => {
    const auth = await startFakeService('auth');
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: auth.url, ALLOWED_ORIGINS: 'https://admin.example, https://partner.example/' }));
    try {
      for (const origin of ['https://admin.example', 'https://partner.example']) {
        const response = await gateway.inject({ method: 'POST', url: '/api/logout', headers: { origin } });
        expect(response.statusCode).toBe(200);
      }
      expect((await gateway.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    } finally {
      await gateway.close();
      await auth.close();
    }
  });
});

describe('upstream failures', () => {
  it('answers 503 SERVICE_UNAVAILABLE JSON, quickly, when the service is down', async () => {
    const gateway = await buildGateway(testConfig({ NEWS_SERVICE_URL: await deadServiceUrl() }));
    try {
      const started = Date.now();
      const response = await gateway.inject({ method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        error: 'Service Unavailable',
        message: 'The news service is unavailable; please try again shortly',
      });
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await gateway.close();
    }
  });

  it('answers 504 GATEWAY_TIMEOUT when the service accepts but does not answer in time', async () => {
    const slow = await startFakeService('news', {
      setup: (app) => app.get('/api/categories', () => new Promise((resolve) => setTimeout(() => resolve([]), 2_000))),
    });
    const gateway = await buildGateway(testConfig({ NEWS_SERVICE_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' }));
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'GATEWAY_TIMEOUT' });
    } finally {
      await gateway.close();
      await slow.close();
    }
  });

  it('passes the service’s own errors through unchanged', async () => {
    const failing = await startFakeService('auth', {
      setup: (app) => app.get('/api/user', (_request, reply) => reply.code(401).send({ statusCode: 401, code: 'AUTH_REQUIRED', error: 'Unauthorized', message: 'Sign in' })),
    });
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: failing.url }));
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/user' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED', message: 'Sign in' });
    } finally {
      await gateway.close();
      await failing.close();
    }
  });

  it('streams large and unsized answers through intact', async () => {
    const big = 'x'.repeat(300 * 1024);
    const service = await startFakeService('news', {
      setup: (app) => {
        app.get('/api/news', (_request, reply) => reply.type('application/json').send(JSON.stringify({ big })));
        app.get('/api/news/search', (_request, reply) => {
          reply.raw.writeHead(200, { 'content-type': 'application/json' });
          reply.raw.write('[1,');
          setTimeout(() => reply.raw.end('2]'), 20);
          return reply;
        });
      },
    });
    const gateway = await buildGateway(testConfig({ NEWS_SERVICE_URL: service.url }));
    try {
      const large = await gateway.inject({ method: 'GET', url: '/api/news', headers: { cookie: sessionCookie() } });
      expect(large.statusCode).toBe(200);
      expect(large.json()).toEqual({ big });
      const chunked = await gateway.inject({ method: 'GET', url: '/api/news/search?q=a', headers: { cookie: sessionCookie() } });
      expect(chunked.json()).toEqual([1, 2]);
    } finally {
      await gateway.close();
      await service.close();
    }
  });

  it('refuses a declared body larger than the limit with 413 before proxying', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });
});
