// svc-tracking's Prometheus endpoint on the real engines: exactly its catalogue's families, and
// the RED and intake figures move with traffic.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familiesOf } from '@tidings/service-kit/metrics/catalogue';
import { scrapeMetrics } from '@tidings/service-kit/metrics/exposition';
import { userDeletedDurable } from '@tidings/service-kit/user-deleted-consumer';
import { intakeDurable } from './events/intake-stream.js';
import { build, eventsStored, signedInUser, waitFor, type TestApp } from './test/helper.js';

const batchOf = (count: number) => ({
  events: Array.from({ length: count }, () => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'scroll', eventData: { depth: 0.5 } })),
});

describe('svc-tracking metrics', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await build({ env: { METRICS_PORT: '0' } });
    port = t.app.metricsPort()!;
  });
  afterAll(async () => t?.close());

  it("exports exactly its catalogue's families", async () => {
    const scraped = await scrapeMetrics(port);
    expect([...scraped.families.keys()].sort()).toEqual(familiesOf('svc-tracking').map((metric) => metric.name).sort());
  });

  it('counts an event batch under its route template, as accepted, then stored', async () => {
    const before = await scrapeMetrics(port);
    const { userId, cookie } = signedInUser(t);
    const answer = await t.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batchOf(5) });
    expect(answer.statusCode).toBe(200);
    await eventsStored(t, userId);
    await waitFor(async () => (await scrapeMetrics(port)).value('tidings_intake_events_stored_total') >= before.value('tidings_intake_events_stored_total') + 5, 'the stored counter');

    const after = await scrapeMetrics(port);
    const red = { route: '/api/events/batch', method: 'POST', status: '200' };
    expect(after.value('tidings_http_requests_total', red) - before.value('tidings_http_requests_total', red)).toBe(1);
    expect(after.value('tidings_http_request_duration_seconds_count', { route: '/api/events/batch', method: 'POST' })).toBeGreaterThanOrEqual(1);
    expect(after.value('tidings_intake_events_accepted_total') - before.value('tidings_intake_events_accepted_total')).toBe(5);
    // Route templates only: no user id or raw path in any label.
    expect(JSON.stringify(after.labelsOf('tidings_http_requests_total'))).not.toContain(userId);
  });

  it('reports the lag of each durable consumer, the intake backlog and the outbox', async () => {
    const scraped = await scrapeMetrics(port);
    const consumers = scraped.labelsOf('tidings_jetstream_consumer_pending_messages').map((labels) => labels.consumer);
    expect(consumers.sort()).toEqual([intakeDurable(t.config.MONGO_DB), `${t.config.CONSUMER_PREFIX}-articles`, userDeletedDurable(t.config.MONGO_DB)].sort());
    expect(scraped.labelsOf('tidings_jetstream_consumer_redelivered_messages')).toHaveLength(3);
    expect(scraped.samples.some((sample) => sample.name === 'tidings_intake_backlog_events')).toBe(true);
    expect(scraped.samples.some((sample) => sample.name === 'tidings_outbox_backlog')).toBe(true);
    // The previous test's events are stored and their engagement updates relayed after the write:
    // both backlogs are read once they have drained, not at the first scrape.
    await expect.poll(async () => (await scrapeMetrics(port)).value('tidings_intake_backlog_events'), { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => (await scrapeMetrics(port)).value('tidings_outbox_backlog'), { timeout: 10_000 }).toBe(0);
  });

  it('counts a refused event batch under its rule', async () => {
    const limited = await build({ env: { METRICS_PORT: '0', EVENTS_USER_MAX_PER_MINUTE: '500' } });
    try {
      const { cookie } = signedInUser(limited);
      const send = (count: number) => limited.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: batchOf(count) });
      expect((await send(500)).statusCode).toBe(200);
      expect((await send(1)).statusCode).toBe(429);
      const scraped = await scrapeMetrics(limited.app.metricsPort()!);
      expect(scraped.value('tidings_rate_limit_refusals_total', { rule: 'user-events-minute' })).toBe(1);
      expect(scraped.value('tidings_http_requests_total', { route: '/api/events/batch', method: 'POST', status: '429' })).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
