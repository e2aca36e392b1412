import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { build, eventsStored, knownArticles, signedInUser, TestClock, waitFor, type TestApp } from './test/helper.js';

const DAY = 86_400_000;
const KEPT = ['article_engagement', 'read_articles', 'seen_history', 'reading_days', 'sessions'];

describe('retention of tracking_events', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    clock.set('2026-01-10T12:00:00Z');
    t = await build({ clock, env: { TRACKING_EVENTS_RETENTION: '180d', TRACKING_EVENTS_RETENTION_BATCH: '100' } });
    await knownArticles(t, 'story-old', 'story-new');
  });
  afterAll(() => t.close());

  const events = (cookie: string, count: number, storyId: string) => {
    const sessionId = randomUUID();
    return t.app.inject({
      method: 'POST',
      url: '/api/events/batch',
      headers: { cookie },
      payload: { events: Array.from({ length: count }, () => ({ eventId: randomUUID(), sessionId, eventType: 'card_view', storyId })) },
    });
  };
  const stored = (userId: string, storyId: string) => t.app.db.collection('tracking_events').countDocuments({ userId, storyId });
  const keptRows = async (userId: string) => Promise.all(KEPT.map((name) => t.app.db.collection(name).countDocuments({ userId })));

  it('deletes events stored before the retention, in batches; recent events, reads, engagement and the streak stay', async () => {
    const { userId, cookie } = signedInUser(t);
    const sessionId = randomUUID();
    await t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: { cookie }, payload: { sessionId } });
    expect((await events(cookie, 250, 'story-old')).json()).toEqual({ accepted: 250, duplicates: 0 });
    await t.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId, newsId: 'story-old', engagementType: 'read' } });
    clock.advance(100 * DAY);
    expect((await events(cookie, 30, 'story-new')).json()).toEqual({ accepted: 30, duplicates: 0 });
    await eventsStored(t, userId);
    await t.app.inject({ method: 'POST', url: '/api/news/story-new/read', headers: { cookie } });
    const rowsBefore = await keptRows(userId);
    // What the reads made; the current streak itself moves with the calendar, not with events.
    const readsOf = async () => {
      const { maxStreak, lastStreakDate, totalArticlesRead } = (await t.app.inject({ url: '/api/user/streak', headers: { cookie } })).json<Record<string, unknown>>();
      return { maxStreak, lastStreakDate, totalArticlesRead };
    };
    const streakBefore = await readsOf();
    expect(streakBefore).toEqual({ maxStreak: 1, lastStreakDate: '2026-04-20', totalArticlesRead: 2 });

    clock.advance(79 * DAY); // 179 days after the old events: nothing is old enough yet
    expect(await t.app.eventRetention.runOnce()).toMatchObject({ deleted: 0, batches: 0 });
    expect(await stored(userId, 'story-old')).toBe(250);

    clock.advance(2 * DAY); // 181 days after the old ones, 81 after the recent ones
    const run = await t.app.eventRetention.runOnce();
    expect(run.cutoff.toISOString()).toBe(new Date(clock.now().getTime() - 180 * DAY).toISOString());
    expect(run.deleted).toBeGreaterThanOrEqual(250); // this user's, and any other test's old events
    expect(run.batches).toBeGreaterThanOrEqual(3); // at most 100 per delete
    expect(await stored(userId, 'story-old')).toBe(0);
    expect(await stored(userId, 'story-new')).toBe(30);
    expect(await keptRows(userId)).toEqual(rowsBefore);
    expect(await readsOf()).toEqual(streakBefore);
  });

  it('two instances running it at once delete each old event once and fail nothing', async () => {
    const { userId, cookie } = signedInUser(t);
    clock.advance(DAY);
    await events(cookie, 300, 'story-old');
    const second = await build({ clock, keys: t.keys, env: { MONGO_DB: t.config.MONGO_DB, TRACKING_EVENTS_RETENTION: '180d', TRACKING_EVENTS_RETENTION_BATCH: '100' } });
    try {
      clock.advance(181 * DAY);
      const [a, b] = await Promise.all([t.app.eventRetention.runOnce(), second.app.eventRetention.runOnce()]);
      expect(a.deleted + b.deleted).toBeGreaterThanOrEqual(300);
      expect(await stored(userId, 'story-old')).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('runs on its own every interval', async () => {
    const periodic = await build({ clock, env: { TRACKING_EVENTS_RETENTION: '1d', TRACKING_EVENTS_RETENTION_INTERVAL: '1s' } });
    try {
      await knownArticles(periodic, 'story-old');
      const { userId, cookie } = signedInUser(periodic);
      const sessionId = randomUUID();
      await periodic.app.inject({
        method: 'POST',
        url: '/api/events/batch',
        headers: { cookie },
        payload: { events: [{ eventId: randomUUID(), sessionId, eventType: 'card_view', storyId: 'story-old' }] },
      });
      const count = () => periodic.app.db.collection('tracking_events').countDocuments({ userId });
      await eventsStored(periodic, userId);
      expect(await count()).toBe(1);
      clock.advance(2 * DAY);
      await waitFor(async () => (await count()) === 0, 'the periodic run deleting the old event', 10_000);
    } finally {
      await periodic.close();
    }
  });

  it('keeps its settings within sane bounds', () => {
    const base = { MONGO_URL: t.config.MONGO_URL, NATS_URL: t.config.NATS_URL, JWT_PUBLIC_KEY: t.keys.publicKey };
    expect(loadConfig(base)).toMatchObject({ TRACKING_EVENTS_RETENTION: 180 * DAY, TRACKING_EVENTS_RETENTION_INTERVAL: 3_600_000, TRACKING_EVENTS_RETENTION_BATCH: 2000 });
    expect(() => loadConfig({ ...base, TRACKING_EVENTS_RETENTION: '12h' })).toThrow(/TRACKING_EVENTS_RETENTION.*at least 1d/);
    expect(() => loadConfig({ ...base, TRACKING_EVENTS_RETENTION: '2000d' })).toThrow(/at most 1825d/);
    expect(() => loadConfig({ ...base, TRACKING_EVENTS_RETENTION_INTERVAL: '500ms' })).toThrow(/at least 1s/);
    expect(() => loadConfig({ ...base, TRACKING_EVENTS_RETENTION_BATCH: '5' })).toThrow(/TRACKING_EVENTS_RETENTION_BATCH/);
    expect(() => loadConfig({ ...base, TRACKING_EVENTS_RETENTION: 'soon' })).toThrow(/not a duration/);
  });
});
