// Each user's share of the event intake (issue 26): events and bytes per minute and per day, not
// batches. One account posting full batches must not fill the intake every user shares.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { RateLimiter } from '@tidings/service-kit/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { EventBudget, OverBudget } from './events/event-budget.js';
import { build, eventsStored, signedInUser, type TestApp } from './test/helper.js';

const MIB = 1_048_576;
/** ~8 KB of eventData (the most one event may carry): 110 of them make a batch of ~900 KB. */
const heavyEvent = () => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'scroll_trace', eventData: { trace: 'x'.repeat(8_000) } });
const heavyBatch = () => ({ events: Array.from({ length: 110 }, heavyEvent) });

describe('POST /api/events/batch: each user has a share of the intake', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 MiB a minute: two ~0.9 MB batches fit, a third does not.
    t = await build({ env: { EVENTS_USER_MAX_BYTES_PER_MINUTE: String(2 * MIB) } });
  });
  afterAll(() => t.close());

  const post = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload });
  const storedOf = (userId: string) => t.app.db.collection('tracking_events').countDocuments({ userId });

  it('refuses one account past its bytes a minute with 429 RATE_LIMITED and Retry-After, accepting nothing of that batch; another user is still accepted', async () => {
    const heavy = signedInUser(t);
    const other = signedInUser(t);
    for (let i = 0; i < 2; i++) {
      const accepted = await post(heavy.cookie, heavyBatch());
      expect([accepted.statusCode, accepted.json()], accepted.body).toEqual([200, { accepted: 110, duplicates: 0 }]);
    }
    const refused = await post(heavy.cookie, heavyBatch());
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await post(other.cookie, heavyBatch())).statusCode).toBe(200);
    await eventsStored(t, heavy.userId);
    expect(await storedOf(heavy.userId)).toBe(220);
  });

  it('gives a refused batch back: a smaller one that fits what is left still passes', async () => {
    const { cookie } = signedInUser(t);
    expect((await post(cookie, heavyBatch())).statusCode).toBe(200);
    expect((await post(cookie, heavyBatch())).statusCode).toBe(200);
    expect((await post(cookie, heavyBatch())).statusCode).toBe(429);
    // ~1.8 MB counted of 2 MiB: ~100 KB is left, which the refused batch did not use up.
    const small = await post(cookie, { events: Array.from({ length: 10 }, heavyEvent) });
    expect(small.statusCode, small.body).toBe(200);
  });

  it('charges nothing for events the intake already had: a replayed batch takes no room', async () => {
    const { cookie } = signedInUser(t);
    const batch = heavyBatch();
    expect((await post(cookie, batch)).json()).toEqual({ accepted: 110, duplicates: 0 });
    for (let i = 0; i < 3; i++) expect((await post(cookie, batch)).json()).toEqual({ accepted: 0, duplicates: 110 });
    expect((await post(cookie, heavyBatch())).statusCode).toBe(200);
  });

  it('counts events too, whatever their size: one batch past the events a minute is refused', async () => {
    const counted = await build({ env: { EVENTS_USER_MAX_PER_MINUTE: '600' } });
    try {
      const { cookie } = signedInUser(counted);
      const tiny = (n: number) => ({ events: Array.from({ length: n }, () => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'touch' })) });
      const send = (n: number) => counted.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: tiny(n) });
      expect((await send(500)).statusCode).toBe(200);
      expect((await send(100)).statusCode).toBe(200);
      const refused = await send(1);
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    } finally {
      await counted.close();
    }
  });

  it('defaults to budgets a reader never meets that keep one account to a small share of the intake', () => {
    const base = { MONGO_URL: t.config.MONGO_URL, NATS_URL: t.config.NATS_URL, JWT_PUBLIC_KEY: t.keys.publicKey };
    const config = loadConfig(base);
    // The web client buffers at most 1000 events and sends them 2 s after the last one.
    expect(config.EVENTS_USER_MAX_PER_MINUTE).toBeGreaterThanOrEqual(2 * 1000);
    expect(config.EVENTS_USER_MAX_BYTES_PER_MINUTE).toBeGreaterThanOrEqual(1000 * 8 * 1024);
    // A day of one account takes at most a sixteenth of the intake, a minute at most 2 %.
    expect(config.EVENTS_USER_MAX_BYTES_PER_DAY).toBeLessThanOrEqual(config.EVENTS_STREAM_MAX_BYTES / 16);
    expect(config.EVENTS_USER_MAX_BYTES_PER_MINUTE).toBeLessThanOrEqual(config.EVENTS_STREAM_MAX_BYTES / 50);
    // At least one full batch, or a valid batch could never pass; a day holds at least a minute.
    expect(() => loadConfig({ ...base, EVENTS_USER_MAX_PER_MINUTE: '100' })).toThrow(/EVENTS_USER_MAX_PER_MINUTE/);
    expect(() => loadConfig({ ...base, EVENTS_USER_MAX_BYTES_PER_MINUTE: String(MIB) })).toThrow(/EVENTS_USER_MAX_BYTES_PER_MINUTE/);
    expect(() => loadConfig({ ...base, EVENTS_USER_MAX_BYTES_PER_MINUTE: String(100 * MIB) })).toThrow(/EVENTS_USER_MAX_BYTES_PER_DAY/);
  });
});

describe('EventBudget', () => {
  const absentBus = { isConnected: () => false, onReady: () => undefined };
  const limits = { EVENTS_USER_MAX_PER_MINUTE: 500, EVENTS_USER_MAX_PER_DAY: 1200, EVENTS_USER_MAX_BYTES_PER_MINUTE: 10_000, EVENTS_USER_MAX_BYTES_PER_DAY: 25_000 };

  function budgetAt(start: number) {
    const clock = { now: start };
    const limiter = new RateLimiter(absentBus, 'test', pino({ level: 'silent' }), () => clock.now);
    return { budget: new EventBudget(limiter, limits), clock, close: () => limiter.close() };
  }
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  it('keeps counting over a day: a new minute gives room back, the day does not', async () => {
    const { budget, clock, close } = budgetAt(Date.UTC(2026, 0, 1, 8, 0, 0));
    for (let minute = 0; minute < 2; minute++) {
      await budget.charge('ada', { events: 500, bytes: 1000 });
      expect(await refusal(budget.charge('ada', { events: 1, bytes: 1 }))).toBeInstanceOf(OverBudget);
      clock.now += 120_000;
    }
    await budget.charge('ada', { events: 200, bytes: 1000 });
    // 1200 events today: the day is spent until its window ends (16 h from 08:04).
    const refused = await refusal(budget.charge('ada', { events: 1, bytes: 1 }));
    expect(refused).toBeInstanceOf(OverBudget);
    expect((refused as OverBudget).retryAfterSeconds).toBe(16 * 3600 - 4 * 60);
    expect(await refusal(budget.charge('bob', { events: 500, bytes: 1000 }))).toBeNull();
    close();
  });

  it('counts bytes per day apart from events', async () => {
    const { budget, clock, close } = budgetAt(Date.UTC(2026, 0, 1, 8, 0, 0));
    for (let minute = 0; minute < 2; minute++) {
      await budget.charge('cy', { events: 1, bytes: 10_000 });
      clock.now += 120_000;
    }
    await budget.charge('cy', { events: 1, bytes: 5_000 });
    expect(await refusal(budget.charge('cy', { events: 1, bytes: 1 }))).toBeInstanceOf(OverBudget);
    close();
  });

  it('gives back a batch the intake did not accept', async () => {
    const { budget, close } = budgetAt(Date.UTC(2026, 0, 1, 8, 0, 0));
    const refund = await budget.charge('dee', { events: 500, bytes: 10_000 });
    await refund();
    expect(await refusal(budget.charge('dee', { events: 500, bytes: 10_000 }))).toBeNull();
    close();
  });
});
