// Issue 9, limits and abuse, through a real gateway on the real engines: client addresses the
// gateway determined (never a client's X-Forwarded-For), login limits that cannot lock a user
// out, and per-user budgets on writes and search.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, testConfig } from '../../gateway/src/test/helpers.js';
import { sessionCookieFrom, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const PASSWORD = 'Harbour-lights-42';
const SLOWDOWN_BOUND_MS = 1500;

function originOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

function expectLimited(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(response.json()).toMatchObject({ statusCode: 429, code, error: 'Too Many Requests' });
  expect(response.json<{ message: string }>().message).toContain(`${retryAfter} seconds`);
}

describe('limits and abuse, through the gateway', () => {
  let stack: GatewayStack;
  /** A second gateway on the same services, as the edge: it trusts nobody's X-Forwarded-For. */
  let edge: FastifyInstance;

  beforeAll(async () => {
    stack = await startGatewayStack({
      // Small budgets so a test meets them; every other test leaves them at their defaults.
      env: { USER_RATE_LIMIT_WRITES: '4', USER_RATE_LIMIT_SEARCH: '4', USER_RATE_LIMIT_EVENTS: '3' },
      auth: { AUTH_RATE_LIMIT_MAX: '4', AUTH_FAILED_LOGIN_MAX: '3', AUTH_SLOWDOWN_AFTER: '2', AUTH_SLOWDOWN_MAX_DELAY: `${SLOWDOWN_BOUND_MS}ms` },
      // This test is the TLS terminator in front of the gateway: it says who the client is.
      gateway: { TRUSTED_PROXIES: 'loopback', VITALS_RATE_LIMIT_MAX: '3' },
    });
    edge = await buildGateway(
      testConfig({
        JWT_PUBLIC_KEY: stack.keys.publicKey,
        AUTH_SERVICE_URL: originOf(stack.auth.app),
        NEWS_SERVICE_URL: originOf(stack.news.app),
        TRACKING_SERVICE_URL: originOf(stack.tracking.app),
      }),
    );
  });
  afterAll(async () => {
    await edge?.close();
    await stack?.close();
  });

  /** A fresh public-looking client address, so tests do not share per-IP counts. */
  let nextAddress = 1;
  const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  const login = (from: string, username: string, password = 'not-the-password') =>
    stack.gateway.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': from }, payload: { username, password } });

  async function register(prefix: string) {
    const username = `${prefix}_${randomUUID().slice(0, 8)}`;
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': freshAddress() },
      payload: { username, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { username, cookie: sessionCookieFrom(response) };
  }

  describe('client addresses', () => {
    it('ignores forged X-Forwarded-For values from a client: it is still limited per address', async () => {
      const attempts = [];
      for (let i = 0; i < 5; i++) {
        attempts.push(
          await edge.inject({
            method: 'POST',
            url: '/api/login',
            // A new "address" every time, in every position a naive proxy might read.
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}` },
            payload: { username: `ghost_${randomUUID().slice(0, 8)}`, password: 'not-the-password' },
          }),
        );
      }
      expect(attempts.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      expectLimited(attempts[4]!, 'AUTH_RATE_LIMITED');
    });
  });

  describe('IPv6 clients, counted by their /64', () => {
    const vitals = (from: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/api/vitals',
        headers: { 'x-forwarded-for': from },
        payload: { route: '/feed', metrics: [{ name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' }] },
      });

    it('share one login budget for every address of the /64, in svc-auth behind the gateway', async () => {
      const statuses = [];
      for (const from of ['2001:db8:9:1::1', '2001:db8:9:1::2', '2001:db8:9:1:8000::3', '2001:db8:9:1:ffff:ffff:ffff:fffe']) {
        statuses.push((await login(from, `ghost_${randomUUID().slice(0, 8)}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401]);
      expectLimited(await login('2001:db8:9:1::99', `ghost_${randomUUID().slice(0, 8)}`), 'AUTH_RATE_LIMITED');
      expect((await login('2001:db8:9:2::1', `ghost_${randomUUID().slice(0, 8)}`)).statusCode).toBe(401);
    });

    it('share one web-vitals budget in the gateway, and an IPv4-mapped address is its IPv4 address', async () => {
      for (const from of ['2001:db8:9:3::1', '2001:db8:9:3::2', '2001:db8:9:3::3']) expect((await vitals(from)).statusCode).toBe(204);
      expectLimited(await vitals('2001:db8:9:3::4'), 'RATE_LIMITED');
      expect((await vitals('2001:db8:9:4::1')).statusCode).toBe(204);
      const v4 = freshAddress();
      for (let i = 0; i < 3; i++) expect((await vitals(i % 2 === 0 ? `::ffff:${v4}` : v4)).statusCode).toBe(204);
      expectLimited(await vitals(`::ffff:${v4}`), 'RATE_LIMITED');
    });
  });

  describe('login limits that cannot lock a user out', () => {
    it('limits an attacker per (username, IP); the real user, from another address, still signs in', async () => {
      const victim = await register('victim');
      const attacker = freshAddress();
      for (let i = 0; i < 3; i++) expect((await login(attacker, victim.username)).statusCode).toBe(401);
      expectLimited(await login(attacker, victim.username), 'AUTH_RATE_LIMITED');
      // Even the right password from that address waits for the window.
      expectLimited(await login(attacker, victim.username, PASSWORD), 'AUTH_RATE_LIMITED');
      expect((await login(freshAddress(), victim.username, PASSWORD)).statusCode).toBe(200);
    });

    it('limits an attacker per IP across usernames', async () => {
      const attacker = freshAddress();
      for (let i = 0; i < 4; i++) expect((await login(attacker, `ghost_${randomUUID().slice(0, 8)}`)).statusCode).toBe(401);
      expectLimited(await login(attacker, `ghost_${randomUUID().slice(0, 8)}`), 'AUTH_RATE_LIMITED');
    });

    it('only slows down a username attacked from many addresses; the real user still signs in, within the bound', async () => {
      const victim = await register('target');
      const timed = async (from: string, password?: string) => {
        const started = performance.now();
        const response = await login(from, victim.username, password);
        return { status: response.statusCode, ms: performance.now() - started };
      };
      const attempts = [];
      for (let i = 0; i < 7; i++) attempts.push(await timed(freshAddress()));
      expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
      // 2 failures free, then 250, 500, 1000 ms, then the bound (slowdownDelayMs).
      expect(attempts[6]!.ms).toBeGreaterThanOrEqual(SLOWDOWN_BOUND_MS - 50);
      const real = await timed(freshAddress(), PASSWORD);
      expect(real.status).toBe(200);
      expect(real.ms).toBeGreaterThanOrEqual(SLOWDOWN_BOUND_MS - 50);
      expect(real.ms).toBeLessThan(SLOWDOWN_BOUND_MS + 8000);
    });
  });

  describe('per-user limits on writes and search', () => {
    const search = (cookie: string) => stack.gateway.inject({ method: 'GET', url: '/api/news/search?q=harbour', headers: { cookie } });
    const bookmark = (cookie: string) => stack.gateway.inject({ method: 'POST', url: `/api/bookmarks/${randomUUID()}`, headers: { cookie } });
    const preferences = (cookie: string) =>
      stack.gateway.inject({ method: 'PATCH', url: '/api/user/preferences', headers: { cookie }, payload: { darkMode: true } });
    const events = (cookie: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/api/events/batch',
        headers: { cookie },
        payload: { events: [{ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'card_view', ts: Date.now() }] },
      });

    it.each([
      ['search (svc-news)', search, 4, 200],
      ['a bookmark (svc-news)', bookmark, 4, 404],
      ['preferences (svc-auth)', preferences, 4, 200],
      ['an event batch (svc-tracking)', events, 3, 200],
    ] as const)('answers 429 RATE_LIMITED with Retry-After over the budget for %s; another user is unaffected', async (_name, call, budget, status) => {
      const [heavy, other] = await Promise.all([register('heavy'), register('other')]);
      for (let i = 0; i < budget; i++) expect((await call(heavy.cookie)).statusCode).toBe(status);
      const refused = await call(heavy.cookie);
      expectLimited(refused, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await call(other.cookie)).statusCode).toBe(status);
    });

    it('documents the 429 on every limited route in the merged OpenAPI document', async () => {
      const document = (await stack.gateway.inject({ url: '/api/openapi.json' })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      const limited = [
        ['get', '/api/news/search'],
        ['post', '/api/events/batch'],
        ['post', '/api/engagement'],
        ['put', '/api/engagement/time'],
        ['post', '/api/news/{id}/read'],
        ['patch', '/api/news/{id}/read'],
        ['post', '/api/articles/read/{id}'],
        ['post', '/api/articles/sync-viewed'],
        ['post', '/api/bookmarks'],
        // POST /api/bookmarks/:newsId: OpenAPI forbids paths that differ only in a parameter's name, so the document joins it with DELETE's.
        ['post', '/api/bookmarks/{id}'],
        ['delete', '/api/bookmarks/{id}'],
        ['put', '/api/news/{id}/reaction'],
        ['post', '/api/sessions/start'],
        ['patch', '/api/user/preferences'],
        ['post', '/api/login'],
        ['post', '/api/register'],
      ] as const;
      for (const [method, path] of limited) expect(document.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('429');
    });
  });
});
