// svc-auth's Prometheus endpoint on the real engines: exactly its catalogue's families, RED by
// route template, the rate-limit refusals by rule, its outbox and its durable consumer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familiesOf } from '@tidings/service-kit/metrics/catalogue';
import { scrapeMetrics } from '@tidings/service-kit/metrics/exposition';
import { userDeletedDurable } from '@tidings/service-kit/user-deleted-consumer';
import { build, registerUser, uniqueName, type TestApp } from './test/helper.js';

describe('svc-auth metrics', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await build({ METRICS_PORT: '0', AUTH_RATE_LIMIT_MAX: '2' });
    port = t.app.metricsPort()!;
  });
  afterAll(() => t?.close());

  it("exports exactly its catalogue's families", async () => {
    const scraped = await scrapeMetrics(port);
    expect([...scraped.families.keys()].sort()).toEqual(familiesOf('svc-auth').map((metric) => metric.name).sort());
  });

  it('counts requests by route template, and a refused login under its rule', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': '203.0.113.77' }, payload: { username: uniqueName('m'), password: 'wrong-one' } });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    await t.app.inject({ method: 'GET', url: '/api/user/tokens/abc123def' });

    const scraped = await scrapeMetrics(port);
    expect(scraped.value('tidings_http_requests_total', { route: '/api/login', method: 'POST', status: '401' })).toBe(2);
    expect(scraped.value('tidings_http_requests_total', { route: '/api/login', method: 'POST', status: '429' })).toBe(1);
    expect(scraped.value('tidings_http_request_duration_seconds_count', { route: '/api/login', method: 'POST' })).toBe(3);
    expect(scraped.value('tidings_rate_limit_refusals_total', { rule: 'auth-attempts-ip' })).toBe(1);
    expect(JSON.stringify(scraped.labelsOf('tidings_http_requests_total'))).not.toContain('abc123def');
  });

  it("reports its outbox and its user.deleted consumer's lag", async () => {
    await registerUser(t.app, uniqueName('outbox'));
    const scraped = await scrapeMetrics(port);
    expect(scraped.labelsOf('tidings_jetstream_consumer_pending_messages').map((labels) => labels.consumer)).toEqual([userDeletedDurable(t.config.MONGO_DB)]);
    expect(scraped.samples.some((sample) => sample.name === 'tidings_outbox_backlog')).toBe(true);
    // The registration's own event may still be on its way out when the first scrape runs: the
    // relay publishes after the write, so the backlog is read once it has drained.
    await expect.poll(async () => (await scrapeMetrics(port)).value('tidings_outbox_backlog'), { timeout: 10_000 }).toBe(0);
    expect((await scrapeMetrics(port)).value('tidings_outbox_oldest_age_seconds')).toBe(0);

    // An event no stream takes stays in the outbox, as one would while NATS is away.
    const outbox = t.app.db.collection<{ _id: string; subject: string; data: object; createdAt: Date; attempts: number }>('outbox');
    await outbox.insertOne({ _id: 'metrics-test-stuck', subject: 'nowhere.metrics-test', data: {}, createdAt: new Date(Date.now() - 90_000), attempts: 0 });
    try {
      const stuck = await scrapeMetrics(port);
      expect(stuck.value('tidings_outbox_backlog')).toBe(1);
      expect(stuck.value('tidings_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    } finally {
      await outbox.deleteOne({ _id: 'metrics-test-stuck' });
    }
  });
});
