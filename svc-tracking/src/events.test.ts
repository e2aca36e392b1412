import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, knownArticles, signedInUser, UNREACHABLE_NATS_URL, waitFor, type TestApp } from './test/helper.js';

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  sessionId: randomUUID(),
  eventType: 'card_view',
  eventData: { position: 2, feed: 'for-you' },
  ...overrides,
});

describe('POST /api/events/batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
    await knownArticles(t, 'story-1');
  });
  afterAll(() => t.close());

  const post = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/events/batch', headers: cookie ? { cookie } : {}, payload: payload as Record<string, unknown> });
  const stored = (eventIds: string[]) => t.app.db.collection('tracking_events').find({ eventId: { $in: eventIds } }).toArray();
  /** The rows once `count` of them are stored (the consumer stores accepted events moments later). */
  const storedSoon = async (eventIds: string[], count = eventIds.length) => {
    await waitFor(async () => (await stored(eventIds)).length >= count, `${count} events to be stored`);
    return stored(eventIds);
  };

  it('401 without a session cookie', async () => {
    expect((await post(undefined, { events: [event()] })).statusCode).toBe(401);
  });

  it("stores each event with the token's user, and answers { accepted, duplicates }", async () => {
    const { userId, cookie } = signedInUser(t);
    const events = [event({ userId, storyId: 'story-1', ts: 1_700_000_000_000 }), event({ ts: '2024-05-01T10:00:00.000+01:00' }), event({ eventData: undefined })];
    const response = await post(cookie, { events });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0 });
    const rows = await storedSoon(events.map((e) => e.eventId));
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row) => [row.eventId as string, row]));
    expect(byId.get(events[0]!.eventId)).toMatchObject({ userId, storyId: 'story-1', eventType: 'card_view', eventData: { position: 2, feed: 'for-you' }, ts: new Date(1_700_000_000_000) });
    expect(byId.get(events[1]!.eventId)).toMatchObject({ userId, storyId: null, ts: new Date('2024-05-01T09:00:00.000Z') });
    expect(byId.get(events[2]!.eventId)!.eventData).toEqual({});
  });

  it('accepts while the database is away, and stores the events once it is back (delivered again)', async () => {
    const { cookie } = signedInUser(t);
    const collection = t.app.db.collection('tracking_events');
    const insertMany = collection.insertMany;
    // What the driver throws when the connection drops: a bulk error without per-document errors.
    const dropped = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
    let failedInserts = 0;
    collection.insertMany = () => {
      failedInserts++;
      return Promise.reject(Object.assign(new Error('connection closed'), { name: 'MongoBulkWriteError', writeErrors: [], errorResponse: dropped }));
    };
    const events = [event(), event()];
    try {
      const response = await post(cookie, { events });
      expect([response.statusCode, response.json()]).toEqual([200, { accepted: 2, duplicates: 0 }]);
      await waitFor(async () => failedInserts > 0, 'the consumer to try the insert');
    } finally {
      collection.insertMany = insertMany;
    }
    expect(await storedSoon(events.map((e) => e.eventId))).toHaveLength(2);
  });

  it('503 TRACKING_EVENTS_UNAVAILABLE at once, never 200, while NATS is away; nothing is stored', async () => {
    const offline = await build({ env: { NATS_URL: UNREACHABLE_NATS_URL } });
    try {
      await knownArticles(offline, 'story-1');
      const { cookie } = signedInUser(offline);
      const events = [event({ storyId: 'story-1' })];
      const started = Date.now();
      const response = await offline.app.inject({ method: 'POST', url: '/api/events/batch', headers: { cookie }, payload: { events } });
      expect([response.statusCode, response.json().code]).toEqual([503, 'TRACKING_EVENTS_UNAVAILABLE']);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await offline.app.db.collection('tracking_events').countDocuments()).toBe(0);
    } finally {
      await offline.close();
    }
  });

  it('stores nothing twice: a replay is all duplicates, an overlap stores only the new ones', async () => {
    const { cookie } = signedInUser(t);
    const events = [event(), event(), event()];
    expect((await post(cookie, { events })).json()).toEqual({ accepted: 3, duplicates: 0 });
    expect((await post(cookie, { events })).json()).toEqual({ accepted: 0, duplicates: 3 });
    const fresh = event();
    expect((await post(cookie, { events: [events[0], fresh, events[2]] })).json()).toEqual({ accepted: 1, duplicates: 2 });
    // The same event twice in one batch.
    const twice = event();
    expect((await post(cookie, { events: [twice, twice] })).json()).toEqual({ accepted: 1, duplicates: 1 });
    expect(await storedSoon([...events, fresh, twice].map((e) => e.eventId))).toHaveLength(5);
  });

  it('an eventId of any 36 characters, control characters and all, is accepted once and stored as sent', async () => {
    // The fuzzer's case: the eventId was the broker's dedupe header, and "\r" is no header value (503).
    const { cookie } = signedInUser(t);
    const odd = event({ eventId: `\u00dd\r\u0090\u0007${'ü\n'.repeat(16)}` });
    expect(odd.eventId).toHaveLength(36);
    expect((await post(cookie, { events: [odd] })).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await post(cookie, { events: [odd] })).json()).toEqual({ accepted: 0, duplicates: 1 });
    expect((await storedSoon([odd.eventId])).map((row) => row.eventId)).toEqual([odd.eventId]);
  });

  it('10 concurrent copies of one batch store each event exactly once', async () => {
    const { cookie } = signedInUser(t);
    const events = Array.from({ length: 50 }, () => event());
    const answers = (await Promise.all(Array.from({ length: 10 }, () => post(cookie, { events })))).map((r) => r.json<{ accepted: number; duplicates: number }>());
    expect(answers.reduce((sum, a) => sum + a.accepted, 0)).toBe(50);
    expect(answers.reduce((sum, a) => sum + a.duplicates, 0)).toBe(450);
    expect(await storedSoon(events.map((e) => e.eventId))).toHaveLength(50);
  });

  it("403 when any event names another user, and nothing of the batch is accepted", async () => {
    const { userId, cookie } = signedInUser(t);
    const events = [event({ userId }), event({ userId: 'someone-else' })];
    const response = await post(cookie, { events });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await stored(events.map((e) => e.eventId))).toHaveLength(0);
  });

  it('validates every limit with a clear message', async () => {
    const { cookie } = signedInUser(t);
    const cases: Array<[unknown, string]> = [
      [{ events: [event({ eventId: 'x'.repeat(35) })] }, 'eventId must be exactly 36 characters'],
      [{ events: [event({ sessionId: 'x'.repeat(37) })] }, 'sessionId must be exactly 36 characters'],
      [{ events: [event({ eventType: 'e'.repeat(51) })] }, 'eventType must be at most 50 characters'],
      [{ events: [event({ eventType: '' })] }, 'eventType is required'],
      [{ events: [event({ eventData: 'not an object' })] }, 'eventData must be a JSON object'],
      [{ events: [event({ eventData: { blob: 'x'.repeat(9000) } })] }, 'eventData must be at most 8192 characters of JSON'],
      [{ events: [event({ eventData: { $where: 'sleep(1)' } })] }, "eventData keys cannot start with '$' or contain '.' ($where)"],
      [{ events: [event({ eventData: { 'a.b': 1 } })] }, "eventData keys cannot start with '$' or contain '.' (a.b)"],
      [{ events: [event({ eventData: { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } } })] }, 'eventData is nested more than 8 levels'],
      [{ events: [event({ ts: 'yesterday' })] }, 'ts must be epoch milliseconds or an ISO 8601 date-time'],
      [{ events: [event({ storyId: 's'.repeat(65) })] }, 'newsId must be at most 64 characters'],
      [{ events: [event({ extra: true })] }, expect.stringContaining('extra') as unknown as string],
      [{ events: [] }, 'Send at least one event'],
      [{ events: Array.from({ length: 501 }, () => event()) }, 'Send at most 500 events per batch'],
      [{}, 'events must be a list'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const fullBatch = await post(cookie, { events: Array.from({ length: 500 }, () => event()) });
    expect(fullBatch.json()).toEqual({ accepted: 500, duplicates: 0 });
  });

  it('413 BODY_TOO_LARGE over 1 MB', async () => {
    const { cookie } = signedInUser(t);
    const events = Array.from({ length: 200 }, () => event({ eventData: { blob: 'x'.repeat(5500) } }));
    const response = await post(cookie, { events });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
  });
});
