// The gateway's Prometheus endpoint: its own port, exactly its catalogue's families, RED by the
// route-map pattern of a proxied call, web vitals as histograms by the shell's route — and no
// /metrics anywhere on the public port.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familiesOf } from '@tidings/service-kit/metrics/catalogue';
import { scrapeMetrics } from '@tidings/service-kit/metrics/exposition';
import { generateAccessToken } from '@tidings/service-kit/access-token-format';
import { JWT_ALGORITHM, JWT_ISSUER } from '@tidings/service-kit/keys';
import { Metrics } from '@tidings/service-kit/metrics/metrics';
import { parseExposition } from '@tidings/service-kit/metrics/exposition';
import { RevocationSet } from '@tidings/service-kit/session-revocations';
import { createSigner } from 'fast-jwt';
import pino from 'pino';
import { AccessTokenExchange } from './access-token-exchange.js';
import { vitalsRouteLabel } from './routes/vitals.js';
import { createSessionVerifier } from './session.js';
import { keys, makeWebRoot, sessionCookie, startStack } from './test/helpers.js';

const HEADERS = { host: 'localhost:8080', origin: 'http://localhost:8080', 'content-type': 'application/json' };

/** GET with the path sent as written (fetch would resolve the `..`). */
function rawGet(port: number, path: string, accept = 'text/plain'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers: { accept } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject).end();
  });
}

describe('gateway metrics', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let web: ReturnType<typeof makeWebRoot>;
  let metricsPort: number;
  let publicPort: number;
  beforeAll(async () => {
    web = makeWebRoot();
    stack = await startStack({ METRICS_PORT: '0', WEB_ROOT: web.dir });
    metricsPort = stack.gateway.metricsPort()!;
    await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    publicPort = (stack.gateway.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await stack?.close();
    web?.remove();
  });

  it("exports exactly its catalogue's families, on a port of its own", async () => {
    expect(metricsPort).not.toBe(publicPort);
    const scraped = await scrapeMetrics(metricsPort);
    expect([...scraped.families.keys()].sort()).toEqual(familiesOf('gateway').map((metric) => metric.name).sort());
  });

  it('has no /metrics on the public port, however the path is spelt', async () => {
    for (const path of ['/metrics', '/api/../metrics', '/api/%2e%2e/metrics', '/api/metrics', '/metrics?format=prometheus']) {
      const answer = await rawGet(publicPort, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain('tidings_');
    }
    // Not even the app's page for a browser or curl (`*/*`): the path is reserved, a plain 404.
    for (const accept of ['text/html', '*/*']) expect((await rawGet(publicPort, '/metrics', accept)).status).toBe(404);
    // Any other path stays the app's.
    expect((await rawGet(publicPort, '/metrics-of-mine', 'text/html')).status).toBe(200);
  });

  it('counts a proxied call under its route-map pattern, never its path', async () => {
    const answer = await stack.gateway.inject({ method: 'GET', url: '/api/news/65f0c0ffee', headers: { cookie: sessionCookie() } });
    expect(answer.statusCode).toBe(200);
    await stack.gateway.inject({ method: 'GET', url: '/api/nothing-here' });
    const scraped = await scrapeMetrics(metricsPort);
    expect(scraped.value('tidings_http_requests_total', { route: '/api/news*', method: 'GET', status: '200' })).toBe(1);
    expect(scraped.value('tidings_http_request_duration_seconds_count', { route: '/api/news*', method: 'GET' })).toBe(1);
    // No rule matched: the 404 is counted as unmatched.
    expect(scraped.value('tidings_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    const routes = scraped.labelsOf('tidings_http_requests_total').map((labels) => labels.route ?? '');
    expect(routes.filter((route) => route.includes('65f0c0ffee') || route.includes('nothing-here'))).toEqual([]);
  });

  it('keeps field web vitals as histograms by metric and route template, in seconds (CLS apart)', async () => {
    const report = (route: string) => ({
      route,
      metrics: [
        { name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 150, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.08, rating: 'good', navigationType: 'navigate' },
      ],
    });
    for (const route of ['/news/:id', '/news/:id', '/made-up/route']) {
      expect((await stack.gateway.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload: report(route) })).statusCode).toBe(204);
    }
    const scraped = await scrapeMetrics(metricsPort);
    expect(scraped.value('tidings_web_vitals_seconds_count', { metric: 'LCP', route: '/news/:id' })).toBe(2);
    expect(scraped.value('tidings_web_vitals_seconds_bucket', { metric: 'LCP', route: '/news/:id', le: '1.8' })).toBe(2);
    expect(scraped.value('tidings_web_vitals_seconds_bucket', { metric: 'INP', route: '/news/:id', le: '0.1' })).toBe(0);
    expect(scraped.value('tidings_web_vitals_seconds_bucket', { metric: 'INP', route: '/news/:id', le: '0.2' })).toBe(2);
    expect(scraped.value('tidings_web_vitals_cls_count', { route: '/news/:id' })).toBe(2);
    expect(scraped.value('tidings_web_vitals_cls_bucket', { route: '/news/:id', le: '0.1' })).toBe(2);
    // A route the shell does not have is one label, whatever a client sends.
    expect(scraped.value('tidings_web_vitals_cls_count', { route: 'other' })).toBe(1);
    expect(scraped.value('tidings_http_requests_total', { route: '/api/vitals', method: 'POST', status: '204' })).toBe(3);
  });

  it('counts a refused vitals report under its rule', async () => {
    const limited = await startStack({ METRICS_PORT: '0', VITALS_RATE_LIMIT_MAX: '1' });
    try {
      const send = () => limited.gateway.inject({ method: 'POST', url: '/api/vitals', headers: HEADERS, payload: { route: '/', metrics: [{ name: 'TTFB', value: 90, rating: 'good', navigationType: 'navigate' }] } });
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(429);
      const scraped = await scrapeMetrics(limited.gateway.metricsPort()!);
      expect(scraped.value('tidings_rate_limit_refusals_total', { rule: 'vitals-ip' })).toBe(1);
      expect(scraped.value('tidings_web_vitals_seconds_count', { metric: 'TTFB', route: '/' })).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe('the vitals route label', () => {
  it.each([
    ['/', '/'],
    ['/news/:id', '/news/:id'],
    ['/discover', '/discover'],
    ['/onboarding', '/onboarding'],
    ['/onboarding/interests', '/onboarding/:step'],
    ['/onboarding/anything-else', '/onboarding/:step'],
    ['/*', '/*'],
    ['/x/y/z', 'other'],
  ])('%s → %s', (route, label) => expect(vitalsRouteLabel(route)).toBe(label));
});

describe('the access token grant cache', () => {
  it('counts a first use as a miss and the uses it answers as hits', async () => {
    const metrics = new Metrics('gateway');
    const sign = createSigner({ key: keys.privateKey, algorithm: JWT_ALGORITHM, iss: JWT_ISSUER, expiresIn: 300_000 });
    const exchange = new AccessTokenExchange({
      upstreams: {
        postJson: async () => ({
          statusCode: 200,
          body: JSON.stringify({ token: sign({ sub: 'u1', username: 'ada', jti: 'pat-t1', sst: Date.now(), scp: ['read'], tid: 't1' }), expiresAt: Date.now() + 300_000 }),
        }),
      },
      verify: createSessionVerifier(keys.publicKey),
      revocations: new RevocationSet(),
      log: pino({ level: 'silent' }),
      cacheCounts: metrics.cache('access_token_grant'),
    });
    const token = generateAccessToken();
    for (let i = 0; i < 3; i++) await exchange.grantFor(token, '203.0.113.1', `r${i}`);
    const scraped = parseExposition(await metrics.scrape());
    expect(scraped.value('tidings_cache_misses_total', { cache: 'access_token_grant' })).toBe(1);
    expect(scraped.value('tidings_cache_hits_total', { cache: 'access_token_grant' })).toBe(2);
  });
});
