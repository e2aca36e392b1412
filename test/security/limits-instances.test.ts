// Issue 9: limits hold across instances of a service. Two svc-auth instances on the same engines
// (one behind the gateway, one beside it) count login attempts together; the shared counters stay
// exact under concurrent calls from two processes; with NATS away a service still answers and
// limits per process instead.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { NatsBus } from '@tidings/service-kit/nats-bus';
import { RateLimiter } from '@tidings/service-kit/rate-limit';
import { UNREACHABLE_NATS_URL } from '@tidings/service-kit/testing/session';
import { build as buildAuth, type TestApp as AuthApp } from '../../svc-auth/src/test/helper.js';
import { startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const AUTH_LIMITS = { AUTH_RATE_LIMIT_MAX: '4', AUTH_FAILED_LOGIN_MAX: '3', AUTH_SLOWDOWN_AFTER: '2', AUTH_SLOWDOWN_MAX_DELAY: '1s' };

describe('two svc-auth instances on the same engines', () => {
  let stack: GatewayStack;
  let second: AuthApp;
  beforeAll(async () => {
    stack = await startGatewayStack({ auth: AUTH_LIMITS, gateway: { TRUSTED_PROXIES: 'loopback' } });
    second = await buildAuth({ ...AUTH_LIMITS, MONGO_DB: stack.auth.config.MONGO_DB }, stack.keys);
  });
  afterAll(async () => {
    await second?.app.close();
    await stack?.close();
  });

  const viaGateway = (from: string, username: string, password = 'not-the-password') =>
    stack.gateway.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': from }, payload: { username, password } });
  const viaSecond = (from: string, username: string, password = 'not-the-password') =>
    second.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': from }, payload: { username, password } });

  it('count attempts from one address together, whichever instance answers', async () => {
    const from = '198.18.200.1';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await (i % 2 === 0 ? viaGateway : viaSecond)(from, `ghost_${randomUUID().slice(0, 8)}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Each instance has seen only two: per-process counting would let these through.
    expect((await viaGateway(from, `ghost_${randomUUID().slice(0, 8)}`)).statusCode).toBe(429);
    expect((await viaSecond(from, `ghost_${randomUUID().slice(0, 8)}`)).statusCode).toBe(429);
  });

  it('count failed logins per (username, IP) together', async () => {
    const username = `ghost_${randomUUID().slice(0, 8)}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await (i % 2 === 0 ? viaSecond : viaGateway)('198.18.200.2', username)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await viaGateway('198.18.200.2', username)).statusCode).toBe(429);
  });

  it('take one login at a time between them on an account past the slow-down threshold: parallel guesses are 429, not each its own delay', async () => {
    const username = `target_${randomUUID().slice(0, 8)}`;
    const registered = await second.app.inject({ method: 'POST', url: '/api/register', headers: { 'x-forwarded-for': '198.18.202.1' }, payload: { username, password: 'Harbour-lights-42' } });
    expect(registered.statusCode).toBe(201);
    const login = (i: number, from: string) =>
      (i % 2 === 0 ? stack.gateway : second.app).inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': from }, payload: { username, password: 'not-the-password' } });
    // Two failures are free, the third is the first over the threshold.
    for (let i = 0; i < 3; i++) expect((await login(i, `198.18.202.${10 + i}`)).statusCode).toBe(401);
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => login(i, `198.18.202.${20 + i}`)));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of parallel.filter((r) => r.statusCode === 429)) expect(refused.json()).toMatchObject({ code: 'AUTH_RATE_LIMITED' });
  });
});

describe('the shared counters', () => {
  const log = pino({ level: 'silent' });
  const buses: NatsBus[] = [];
  async function connectedBus(): Promise<NatsBus> {
    const bus = new NatsBus(inject('natsUrl'), `limits-test-${buses.length}`, [], log);
    buses.push(bus);
    const ready = new Promise<void>((resolve) => bus.onReady(() => resolve()));
    bus.start();
    await ready;
    return bus;
  }
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('stay exact under concurrent calls from two processes on one key, and keep namespaces apart', async () => {
    const namespace = `limits-${randomUUID()}`;
    const [one, two, elsewhere] = [
      new RateLimiter(await connectedBus(), namespace, log),
      new RateLimiter(await connectedBus(), namespace, log),
      new RateLimiter(await connectedBus(), `other-${randomUUID()}`, log),
    ];
    const rule = { name: 'burst', max: 1000, windowMs: 3_600_000 };
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? one : two).hit(rule, 'hot-key')));
    expect((await one.peek(rule, 'hot-key')).count).toBe(60);
    expect((await two.peek(rule, 'hot-key')).count).toBe(60);
    expect((await elsewhere.peek(rule, 'hot-key')).count).toBe(0);
    for (const limiter of [one, two, elsewhere]) limiter.close();
  });

  it('hold one slot per key between processes: one claim of many wins, a void lease is taken over once, a late release frees nothing', async () => {
    const namespace = `slots-${randomUUID()}`;
    const [one, two] = [new RateLimiter(await connectedBus(), namespace, log), new RateLimiter(await connectedBus(), namespace, log)];
    const times = { expectedMs: 1_000, leaseMs: 60_000 };
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).claim('login', 'hot-account', times)));
    const held = claims.filter((claim) => claim.held);
    expect(held).toHaveLength(1);
    expect(claims.filter((claim) => !claim.held).every((claim) => !claim.held && claim.retryAfterSeconds >= 1)).toBe(true);
    if (held[0]?.held) await held[0].release();
    const next = await two.claim('login', 'hot-account', times);
    expect(next.held).toBe(true);
    expect((await one.claim('login', 'hot-account', times)).held).toBe(false);

    // A holder that never releases (it died): its short lease runs out, and exactly one claim takes it over.
    const stuck = await one.claim('login', 'stuck-account', { expectedMs: 100, leaseMs: 300 });
    expect(stuck.held).toBe(true);
    expect((await two.claim('login', 'stuck-account', times)).held).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const takeovers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? one : two).claim('login', 'stuck-account', times)));
    expect(takeovers.filter((claim) => claim.held)).toHaveLength(1);
    if (stuck.held) await stuck.release();
    expect((await two.claim('login', 'stuck-account', times)).held).toBe(false);
    for (const limiter of [one, two]) limiter.close();
  });

  it('keep counting through a NATS outage: what was counted before still counts, and nothing is lost after', async () => {
    const real = await connectedBus();
    const link = { up: true };
    const bus = { isConnected: () => link.up && real.isConnected(), onReady: real.onReady.bind(real) };
    const limiter = new RateLimiter(bus, `limits-${randomUUID()}`, log);
    const rule = { name: 'outage', max: 4, windowMs: 3_600_000 };
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'key');
    link.up = false;
    expect(await limiter.hit(rule, 'key')).toMatchObject({ count: 4, allowed: true });
    expect(await limiter.hit(rule, 'key')).toMatchObject({ count: 5, allowed: false });
    link.up = true;
    expect((await limiter.hit(rule, 'key')).count).toBe(6);
    limiter.close();
  });
});

describe('svc-auth with NATS away', () => {
  let app: AuthApp;
  beforeAll(async () => {
    app = await buildAuth({ ...AUTH_LIMITS, NATS_URL: UNREACHABLE_NATS_URL });
  });
  afterAll(() => app?.close());

  it('still answers and limits in its own process: never a 5xx', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': '198.18.201.1' },
        payload: { username: `ghost_${randomUUID().slice(0, 8)}`, password: 'not-the-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
