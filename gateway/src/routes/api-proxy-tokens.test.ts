import { generateAccessToken } from '@tidings/service-kit/access-token-format';
import { SESSION_COOKIE } from '@tidings/service-kit/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, deadServiceUrl, sessionCookie, sessionToken, startStack, testConfig, testRevocations } from '../test/helpers.js';
import { fakeTokenExchange } from '../test/token-exchange-fake.js';

const exchange = fakeTokenExchange();
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack({}, { auth: { setup: exchange.setup } });
});
afterAll(() => stack.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const lastSeen = (service: 'auth' | 'news' | 'tracking') => stack.services[service].seen.at(-1)!;

describe('a personal access token on /api', () => {
  it('is exchanged once, then the call goes on with the granted JWT and without the cookie', async () => {
    const token = exchange.create(['read']);
    const before = exchange.calls.length;
    for (let i = 0; i < 3; i++) {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { ...bearer(token), cookie: sessionCookie() } });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(exchange.calls.length - before).toBe(1);
    const seen = lastSeen('tracking').headers;
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seen.authorization).not.toContain(token);
    expect(exchange.calls.at(-1)).toMatchObject({ address: '127.0.0.1' });
  });

  it('needs no session cookie on a session route, and gets no session renewal mark', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/news/7', headers: bearer(exchange.create(['read'])) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-session-renew']).toBeUndefined();
  });

  it('is checked and exchanged on a public route too', async () => {
    const before = exchange.calls.length;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user', headers: bearer(exchange.create(['read'])) });
    expect(response.statusCode).toBe(200);
    expect(exchange.calls.length - before).toBe(1);
    expect(lastSeen('auth').headers.authorization).toMatch(/^Bearer ey/);
  });

  it.each([
    ['another scheme', 'Basic YWRhOnNlY3JldA=='],
    ['a bearer that is not tid_…', `Bearer ${sessionToken()}`],
    ['a tid_ token whose checksum does not add up', `Bearer ${generateAccessToken().slice(0, -1)}0`],
    ['a tid_ token of the wrong length', 'Bearer tid_abc'],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
  ])('refuses %s with 401 TOKEN_INVALID, without asking svc-auth or the service', async (_case, authorization) => {
    const exchanges = exchange.calls.length;
    const seen = stack.services.news.seen.length;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/categories', headers: { authorization, cookie: sessionCookie() } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'TOKEN_INVALID' });
    expect(exchange.calls.length).toBe(exchanges);
    expect(stack.services.news.seen.length).toBe(seen);
  });

  it('refuses a well-formed token svc-auth does not know with 401 TOKEN_INVALID, asking once for a flood of it', async () => {
    const unknown = generateAccessToken();
    const exchanges = exchange.calls.length;
    for (let i = 0; i < 10; i++) {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/news', headers: bearer(unknown) });
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'TOKEN_INVALID' });
    }
    expect(exchange.calls.length - exchanges).toBe(1);
  });

  it('drops a cached grant revoked by its id and asks once more; svc-auth no longer knows the token: 401', async () => {
    const token = exchange.create(['read']);
    const headers = bearer(token);
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/news', headers })).statusCode).toBe(200);
    const exchanges = exchange.calls.length;
    // What svc-auth does when its owner revokes it: the revocation by id reaches every gateway, the row goes.
    const revocation = `jti.pat-${exchange.idOf(token)}`;
    exchange.remove(token);
    testRevocations.set.apply(revocation, { until: Date.now() + 3_600_000 });
    try {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/news', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
      expect(exchange.calls.length - exchanges).toBe(1);
    } finally {
      testRevocations.set.apply(revocation, null);
    }
  });

  it("re-exchanges a cached grant revoked by its user's password change: a fresh grant starts after it", async () => {
    const token = exchange.create(['read'], 'u9');
    const headers = bearer(token);
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/news', headers })).statusCode).toBe(200);
    const firstJwt = lastSeen('news').headers.authorization;
    const exchanges = exchange.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 5));
    testRevocations.set.apply('user.u9', { before: Date.now(), until: Date.now() + 3_600_000 });
    try {
      for (let i = 0; i < 3; i++) expect((await stack.gateway.inject({ method: 'GET', url: '/api/news', headers })).statusCode).toBe(200);
      expect(exchange.calls.length - exchanges).toBe(1);
      expect(lastSeen('news').headers.authorization).not.toBe(firstJwt);
    } finally {
      testRevocations.set.apply('user.u9', null);
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE when svc-auth cannot be asked, and the service never sees the call', async () => {
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: await deadServiceUrl(), NEWS_SERVICE_URL: stack.services.news.url }));
    try {
      const seen = stack.services.news.seen.length;
      const response = await gateway.inject({ method: 'GET', url: '/api/news', headers: bearer(exchange.create(['read'])) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The account service is unavailable; please try again shortly' });
      expect(response.headers['retry-after']).toBe('5');
      expect(stack.services.news.seen.length).toBe(seen);
    } finally {
      await gateway.close();
    }
  });
});

describe('what a token may call, refused at the gateway where the route map names the route exactly', () => {
  it.each([
    ['GET', '/api/user/tokens'],
    ['POST', '/api/user/tokens'],
    ['DELETE', '/api/user/tokens/t1'],
    ['POST', '/api/user/password'],
    ['POST', '/api/session/renew'],
    ['DELETE', '/api/user'],
  ] as const)('%s %s is for a signed-in session only: 403 TOKEN_SCOPE_MISSING', async (method, url) => {
    const seen = stack.services.auth.seen.length;
    const response = await stack.gateway.inject({ method, url, headers: { ...bearer(exchange.create(['read', 'write'])), cookie: sessionCookie() } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'TOKEN_SCOPE_MISSING' });
    expect(stack.services.auth.seen.length).toBe(seen);
  });

  it('refuses a read token a write it names exactly, and lets a write token make it', async () => {
    const refused = await stack.gateway.inject({ method: 'PATCH', url: '/api/user/preferences', headers: bearer(exchange.create(['read'])) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: "This call needs an access token with the 'write' scope" });
    const allowed = await stack.gateway.inject({ method: 'PATCH', url: '/api/user/preferences', headers: bearer(exchange.create(['write'])) });
    expect(allowed.statusCode).toBe(200);
  });

  it('leaves a broad rule (/api/bookmarks*) to the service, which knows its route template', async () => {
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/bookmarks/7', headers: bearer(exchange.create(['read'])) });
    expect(response.statusCode).toBe(200);
    expect(lastSeen('news')).toMatchObject({ method: 'POST', url: '/api/bookmarks/7' });
  });

  it('routes token management to svc-auth for a signed-in session', async () => {
    for (const [method, url] of [['GET', '/api/user/tokens'], ['POST', '/api/user/tokens'], ['DELETE', '/api/user/tokens/t1']] as const) {
      const response = await stack.gateway.inject({ method, url, headers: { cookie: sessionCookie() } });
      expect(response.json()).toEqual({ service: 'auth', method, url });
    }
  });
});

describe('CSRF and bearer calls', () => {
  const post = (headers: Record<string, string>) =>
    stack.gateway.inject({ method: 'POST', url: '/api/events/batch', headers: { host: 'localhost:8080', 'content-type': 'application/json', ...headers }, payload: '{}' });

  it('lets a bearer write through without Origin, and from a page the browser calls cross-site (no cookie goes on)', async () => {
    const token = exchange.create(['write']);
    expect((await post(bearer(token))).statusCode).toBe(200);
    const crossSite = await post({ ...bearer(token), 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example', cookie: sessionCookie() });
    expect(crossSite.statusCode).toBe(200);
    expect(lastSeen('tracking').headers.cookie).toBeUndefined();
  });

  it('still refuses a cookie write from another site', async () => {
    expect((await post({ cookie: sessionCookie(), 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ cookie: sessionCookie(), origin: 'https://elsewhere.example' })).statusCode).toBe(403);
  });

  it('refuses our own JWT put into a cookie (it is never a session)', async () => {
    const grantLike = sessionToken({ jti: 'pat-t1', scp: ['read'], tid: 't1' });
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/news', headers: { cookie: `${SESSION_COOKIE}=${grantLike}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
  });
});

describe("svc-auth's internal routes", () => {
  it.each([
    ['POST', '/internal/tokens/exchange'],
    ['GET', '/internal/tokens/exchange'],
    ['POST', '/api/internal/tokens/exchange'],
    ['POST', '/api/../internal/tokens/exchange'],
    ['POST', '/api/%2e%2e/internal/tokens/exchange'],
    ['POST', '//internal/tokens/exchange'],
    ['POST', '/api/user/../../internal/tokens/exchange'],
  ] as const)('%s %s never reaches svc-auth', async (method, url) => {
    const exchanges = exchange.calls.length;
    const response = await stack.gateway.inject({ method, url, headers: { 'content-type': 'application/json', cookie: sessionCookie() }, payload: method === 'POST' ? '{"tokenHash":"x","address":"y"}' : undefined });
    expect(response.statusCode).not.toBe(200);
    expect(exchange.calls.length).toBe(exchanges);
    expect(stack.services.auth.seen.some((request) => request.url.includes('internal'))).toBe(false);
  });
});
