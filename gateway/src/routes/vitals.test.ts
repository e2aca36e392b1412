import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { serverOptions } from '@tidings/service-kit/logger';
import { VITALS_BODY_MAX_BYTES } from '@tidings/contracts/vitals-limits';
import gatewayApp from '../app.js';
import { GatewayLogController } from '../request-log.js';
import { sessionCookie, testConfig, testRevocations } from '../test/helpers.js';

const ORIGIN = 'http://localhost:8080';
const HEADERS = { host: 'localhost:8080', origin: ORIGIN, 'content-type': 'application/json' };
const REPORT = {
  route: '/news/:id',
  metrics: [
    { name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate' },
    { name: 'CLS', value: 0.012345, rating: 'good', navigationType: 'navigate' },
    { name: 'INP', value: 312, rating: 'needs-improvement', navigationType: 'navigate' },
  ],
};

interface LogLine {
  msg: string;
  level: number;
  vital?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A gateway whose log lines the test reads. */
async function gatewayWithLog(env: Record<string, string> = {}): Promise<{ gateway: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const base = serverOptions('gateway', 'info');
  const gateway = Fastify({ ...base, logger: { ...(base.logger as object), stream: sink }, logController: new GatewayLogController() });
  await gateway.register(gatewayApp, { config: testConfig({ LOG_LEVEL: 'info', ...env }), revocations: testRevocations });
  await gateway.ready();
  return { gateway, lines };
}

describe('POST /api/vitals (field web vitals, answered by the gateway)', () => {
  let gateway: FastifyInstance | undefined;
  afterEach(async () => gateway?.close());

  it('logs one line per metric — metric, value, rating, route, navigation type — and answers 204, signed out', async () => {
    const built = await gatewayWithLog();
    gateway = built.gateway;
    const response = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload: REPORT });
    expect(response.statusCode, response.body).toBe(204);
    const vitals = built.lines.filter((line) => line.msg === 'web vital');
    expect(vitals.map((line) => line.vital)).toEqual([
      { metric: 'LCP', value: 1235, rating: 'good', route: '/news/:id', navigationType: 'navigate' },
      { metric: 'CLS', value: 0.0123, rating: 'good', route: '/news/:id', navigationType: 'navigate' },
      { metric: 'INP', value: 312, rating: 'needs-improvement', route: '/news/:id', navigationType: 'navigate' },
    ]);
  });

  it('logs nothing about who sent it: no user, cookie or address, even when signed in', async () => {
    const built = await gatewayWithLog();
    gateway = built.gateway;
    const headers = { ...HEADERS, cookie: sessionCookie(), 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 Pixel' };
    expect((await gateway.inject({ method: 'POST', url: '/api/vitals', headers, payload: REPORT })).statusCode).toBe(204);
    const vitals = JSON.stringify(built.lines.filter((line) => line.msg === 'web vital'));
    for (const secret of ['u1', 'ada', '203.0.113.9', '127.0.0.1', 'Pixel', 'cookie', 'tidings_session']) expect(vitals).not.toContain(secret);
  });

  it('takes a report that carries an Authorization header (it is anonymous: the header is not read)', async () => {
    const built = await gatewayWithLog();
    gateway = built.gateway;
    for (const authorization of [`Bearer tid_${'a'.repeat(46)}`, 'Basic YWRhOnNlY3JldA==']) {
      const response = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: { ...HEADERS, authorization }, payload: REPORT });
      expect(response.statusCode, response.body).toBe(204);
    }
  });

  it('reads the text/plain body navigator.sendBeacon sends', async () => {
    ({ gateway } = await gatewayWithLog());
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { ...HEADERS, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(REPORT),
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it.each([
    ['an unknown metric', { ...REPORT, metrics: [{ ...REPORT.metrics[0], name: 'FID' }] }, 'metrics.0.name'],
    ['an infinite value', { ...REPORT, metrics: [{ ...REPORT.metrics[0], value: Number.POSITIVE_INFINITY }] }, 'metrics.0.value'],
    ['a negative value', { ...REPORT, metrics: [{ ...REPORT.metrics[0], value: -1 }] }, 'metrics.0.value'],
    ['a CLS past its bound', { ...REPORT, metrics: [{ ...REPORT.metrics[1], value: 5000 }] }, 'metrics.0.value'],
    ['an unknown rating', { ...REPORT, metrics: [{ ...REPORT.metrics[0], rating: 'great' }] }, 'metrics.0.rating'],
    ['a route with an id in it', { ...REPORT, route: '/news/65f1c0ffee0123456789abcd' }, 'route'],
    ['a route with a query', { ...REPORT, route: '/discover?q=secret' }, 'route'],
    ['no metrics', { ...REPORT, metrics: [] }, 'metrics'],
    ['too many metrics', { ...REPORT, metrics: Array.from({ length: 21 }, () => REPORT.metrics[0]) }, 'metrics'],
    ['an extra field', { ...REPORT, userId: 'u1' }, 'body'],
  ])('refuses %s with 400 VALIDATION_FAILED and logs no vital', async (_label, payload, field) => {
    const built = await gatewayWithLog();
    gateway = built.gateway;
    // JSON cannot carry Infinity (it stringifies as null): send 1e309, which parses to it.
    const body = JSON.stringify(payload).replace('null', '1e309');
    const response = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(built.lines.filter((line) => line.msg === 'web vital')).toEqual([]);
  });

  it('refuses a body that is not JSON (400 INVALID_JSON) or of another type (415)', async () => {
    ({ gateway } = await gatewayWithLog());
    const notJson = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: { ...HEADERS, 'content-type': 'text/plain' }, payload: 'LCP=1200' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'INVALID_JSON' });
    const form = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it(`refuses a body over ${VITALS_BODY_MAX_BYTES} bytes with 413 BODY_TOO_LARGE`, async () => {
    ({ gateway } = await gatewayWithLog());
    const payload = JSON.stringify({ ...REPORT, padding: 'x'.repeat(VITALS_BODY_MAX_BYTES) });
    const response = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('refuses a report sent from a page of another origin (403 CROSS_ORIGIN_REJECTED)', async () => {
    ({ gateway } = await gatewayWithLog());
    const response = await gateway.inject({ method: 'POST', url: '/api/vitals', headers: { ...HEADERS, origin: 'https://evil.example' }, payload: REPORT });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN_REJECTED' });
  });

  it('limits reports per client address (429 RATE_LIMITED with Retry-After); other addresses go on', async () => {
    ({ gateway } = await gatewayWithLog({ VITALS_RATE_LIMIT_MAX: '3', VITALS_RATE_LIMIT_WINDOW: '1 minute' }));
    const send = (remoteAddress: string) => gateway!.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload: REPORT, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send('198.51.100.1')).statusCode).toBe(204);
    const refused = await send('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send('198.51.100.2')).statusCode).toBe(204);
  });

  it('is documented in the merged OpenAPI document with its status codes', async () => {
    ({ gateway } = await gatewayWithLog());
    const document = (await gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: { responses: object } }> }>();
    expect(Object.keys(document.paths['/api/vitals']?.post?.responses ?? {}).sort()).toEqual(['204', '400', '403', '413', '415', '429']);
  });
});
