import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway, deadServiceUrl, sessionCookie, startFakeService, testConfig, type FakeService, type FakeServiceOptions } from '../test/helpers.js';

// Several instances of a service behind one gateway (NEWS_SERVICE_URL as a comma list): balanced,
// health-checked, and a call that failed to connect or lost its connection goes to another
// instance only when sending it again cannot make a write twice.

const open: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function instance(options: FakeServiceOptions = {}): Promise<FakeService> {
  const service = await startFakeService('news', options);
  open.push(service);
  return service;
}

async function gatewayFor(newsUrls: string[], env: Record<string, string> = {}): Promise<FastifyInstance> {
  const gateway = await buildGateway(testConfig({ NEWS_SERVICE_URL: newsUrls.join(','), UPSTREAM_HEALTH_INTERVAL: '100ms', ...env }));
  open.unshift(gateway);
  return gateway;
}

/** An instance that loses the connection of every call to `path` after receiving it, as a killed process would. */
function dropsConnections(method: 'GET' | 'POST', path: string, dropped: string[]) {
  return (app: FastifyInstance) =>
    app.route({
      method,
      url: path,
      handler: (request) => {
        dropped.push(`${request.method} ${request.url} ${typeof request.body === 'string' ? request.body : ''}`);
        request.raw.socket.destroy();
      },
    });
}

const cookie = sessionCookie();
const seenUrls = (service: FakeService) => service.seen.map((request) => `${request.method} ${request.url}`);

describe('balancing across the instances of a service', () => {
  it('spreads calls over every ready instance', async () => {
    const [one, two] = await Promise.all([instance(), instance()]);
    const gateway = await gatewayFor([one.url, two.url]);
    for (let i = 0; i < 10; i++) expect((await gateway.inject({ url: '/api/categories' })).statusCode).toBe(200);
    expect(one.seen.length + two.seen.length).toBe(10);
    expect(one.seen.length).toBeGreaterThanOrEqual(4);
    expect(two.seen.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves an unreachable instance out after its first refused connection, with no error to the caller', async () => {
    const live = await instance();
    const gateway = await gatewayFor([await deadServiceUrl(), live.url]);
    for (let i = 0; i < 6; i++) {
      // A POST without a body or key too: a refused connection sent nothing, so another instance may take it.
      const read = await gateway.inject({ url: '/api/categories' });
      const write = await gateway.inject({ method: 'POST', url: '/api/articles/read/7', headers: { cookie } });
      expect([read.statusCode, write.statusCode]).toEqual([200, 200]);
    }
    expect(live.seen.length).toBe(12);
  });

  it('answers 503 SERVICE_UNAVAILABLE when no instance is reachable', async () => {
    const gateway = await gatewayFor([await deadServiceUrl(), await deadServiceUrl()]);
    for (const method of ['GET', 'POST'] as const) {
      const response = await gateway.inject({ method, url: '/api/bookmarks', headers: { cookie, 'idempotency-key': 'k'.repeat(20) } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The news service is unavailable; please try again shortly' });
    }
  });

  it('takes an instance back once its /readyz answers again, on the same address', async () => {
    const first = await instance();
    const port = Number(new URL(first.url).port);
    const other = await instance();
    const gateway = await gatewayFor([first.url, other.url]);
    await first.close();
    for (let i = 0; i < 4; i++) await gateway.inject({ url: '/api/categories' });
    const again = await instance({ port });
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (let i = 0; i < 6; i++) expect((await gateway.inject({ url: '/api/categories' })).statusCode).toBe(200);
    expect(again.seen.length).toBeGreaterThanOrEqual(2);
  });

  it('sends calls to a ready instance rather than one that answers but is not ready', async () => {
    const [unready, ready] = await Promise.all([instance({ ready: false }), instance()]);
    const gateway = await gatewayFor([unready.url, ready.url]);
    await gateway.inject({ url: '/readyz' });
    for (let i = 0; i < 6; i++) await gateway.inject({ url: '/api/categories' });
    expect(unready.seen).toEqual([]);
    expect(ready.seen.length).toBe(6);
  });

  it('still tries an instance when every one is marked down: a probe that timed out on a loaded machine is no proof', async () => {
    const [a, b] = await Promise.all([instance({ readyDelayMs: 1500 }), instance({ readyDelayMs: 1500 })]);
    const gateway = await gatewayFor([a.url, b.url]);
    // Probes time out after 500 ms here (UPSTREAM_HEALTH_INTERVAL 100ms): both instances are marked down.
    expect((await gateway.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await gateway.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });

  it('still forwards to instances that answer when none is ready: the service says why itself', async () => {
    const [a, b] = await Promise.all([instance({ ready: false }), instance({ ready: false })]);
    const gateway = await gatewayFor([a.url, b.url]);
    expect((await gateway.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await gateway.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('retrying after a lost connection', () => {
  it('sends a read again to the other instance when the connection breaks after the call was sent', async () => {
    const dropped: string[] = [];
    const breaking = await instance({ setup: dropsConnections('GET', '/api/news/search', dropped) });
    const healthy = await instance();
    const gateway = await gatewayFor([breaking.url, healthy.url]);
    for (let i = 0; i < 4; i++) expect((await gateway.inject({ url: '/api/news/search?q=a', headers: { cookie } })).statusCode).toBe(200);
    expect(dropped.length).toBeGreaterThan(0);
    expect(healthy.seen.length).toBe(4);
  });

  it('sends a keyed write its service honours again, body and key unchanged', async () => {
    const dropped: string[] = [];
    const breaking = await instance({ setup: dropsConnections('POST', '/api/bookmarks', dropped) });
    const healthy = await instance();
    const gateway = await gatewayFor([breaking.url, healthy.url]);
    const payload = JSON.stringify({ newsId: 'n1' });
    for (let i = 0; i < 4; i++) {
      const key = `key-${i}-0123456789abcdef`;
      const response = await gateway.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key }, payload });
      expect(response.statusCode).toBe(200);
      expect(healthy.seen.at(-1)).toMatchObject({ body: payload, headers: { 'idempotency-key': key } });
    }
    expect(dropped.length).toBeGreaterThan(0);
  });

  it.each([
    ['a write without Idempotency-Key', '/api/bookmarks', {}],
    ['a keyed write its service does not honour', '/api/articles/read/7', { 'idempotency-key': 'k'.repeat(20) }],
  ])('never sends %s twice: 503 when its connection breaks', async (_label, path, headers) => {
    const dropped: string[] = [];
    const breaking = await instance({ setup: dropsConnections('POST', path, dropped) });
    const healthy = await instance();
    const gateway = await gatewayFor([breaking.url, healthy.url]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await gateway.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'application/json', ...headers }, payload: '{"n":1}' });
      statuses.push(response.statusCode);
    }
    expect(dropped.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 503).length).toBe(dropped.length);
    expect(healthy.seen.length).toBe(4 - dropped.length);
  });

  it('never sends a write without Idempotency-Key twice when its instance got it but answered too late: 504', async () => {
    const late: string[] = [];
    const slow = await instance({
      setup: (app) =>
        app.post('/api/bookmarks', async (request) => {
          late.push(String(request.body));
          // Well past the gateway's timeout: undici checks it on a coarse timer.
          await new Promise((resolve) => setTimeout(resolve, 2500));
          return { late: true };
        }),
    });
    const healthy = await instance();
    const gateway = await gatewayFor([slow.url, healthy.url], { UPSTREAM_TIMEOUT_MS: '300' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await gateway.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie, 'content-type': 'application/json' }, payload: `{"n":${i}}` });
      statuses.push(response.statusCode);
    }
    expect(late.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 504).length).toBe(late.length);
    // Each write reached one instance exactly once.
    expect([...late, ...healthy.seen.map((request) => request.body)].sort()).toEqual([0, 1, 2, 3].map((n) => `{"n":${n}}`));
  });

  it('sends a write without Idempotency-Key to one instance at most, also when another refused the connection', async () => {
    const live = await instance();
    const gateway = await gatewayFor([await deadServiceUrl(), live.url]);
    const answered: string[] = [];
    for (let i = 0; i < 6; i++) {
      const payload = `{"n":${i}}`;
      const response = await gateway.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie, 'content-type': 'application/json' }, payload });
      // A streamed body is not kept for a second try: the refused call answers 503 rather than risk it.
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 200) answered.push(payload);
    }
    expect(live.seen.map((request) => request.body)).toEqual(answered);
    expect(answered.length).toBeGreaterThanOrEqual(5);
  });

  it('passes an error the service answered through, without asking another instance', async () => {
    const failing = await instance({ setup: (app) => app.get('/api/categories', (_request, reply) => reply.code(500).send({ statusCode: 500, code: 'INTERNAL_ERROR' })) });
    const other = await instance();
    const gateway = await gatewayFor([failing.url, other.url]);
    const statuses = new Set<number>();
    for (let i = 0; i < 4; i++) statuses.add((await gateway.inject({ url: '/api/categories' })).statusCode);
    expect(statuses).toEqual(new Set([200, 500]));
    expect(seenUrls(other).length).toBeLessThan(4);
  });
});

describe('/readyz with several instances', () => {
  it('is ready while each service has one ready instance, and lists every instance with HEALTH_DETAILS', async () => {
    const dead = await deadServiceUrl();
    const [live, unready, auth, tracking] = await Promise.all([instance(), instance({ ready: false }), startFakeService('auth'), startFakeService('tracking')]);
    open.push(auth, tracking);
    const gateway = await gatewayFor([dead, live.url, unready.url], { HEALTH_DETAILS: 'true', AUTH_SERVICE_URL: auth.url, TRACKING_SERVICE_URL: tracking.url });
    const ready = await gateway.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().services.news).toEqual({
      ready: true,
      instances: [
        { url: dead, ready: false, error: 'ECONNREFUSED' },
        { url: live.url, ready: true, statusCode: 200 },
        { url: unready.url, ready: false, statusCode: 503 },
      ],
    });
    await live.close();
    expect((await gateway.inject({ url: '/readyz' })).statusCode).toBe(503);
  });
});
