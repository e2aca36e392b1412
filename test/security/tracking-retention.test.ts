// Issue 9, "Limits and abuse": a retention job for tracking_events (FerretDB has no TTL index):
// through the gateway, on the real engines, the periodic delete removes the events stored before
// the retention and keeps the recent ones, the reads and the streak.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { TestClock, waitFor } from '../../svc-tracking/src/test/helper.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const DAY = 86_400_000;

describe('tracking_events retention through the gateway', () => {
  let stack: GatewayStack;
  const clock = new TestClock();
  beforeAll(async () => {
    clock.set('2026-03-01T09:00:00Z');
    stack = await startGatewayStack({ trackingClock: clock, tracking: { TRACKING_EVENTS_RETENTION: '30d', TRACKING_EVENTS_RETENTION_INTERVAL: '1s', TRACKING_EVENTS_RETENTION_BATCH: '100' } });
  });
  afterAll(async () => stack?.close());

  it('deletes the events older than the retention on its own, and keeps recent events, reads and the streak', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    const [id] = await seed(stack.news.app, [article()]);
    const post = (count: number) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/api/events/batch',
        headers: { cookie: user.cookie },
        payload: { events: Array.from({ length: count }, () => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'card_view', storyId: id })) },
      });
    const stored = () => stack.tracking.app.db.collection('tracking_events').countDocuments({ userId: user.id });
    const streak = async () => (await stack.gateway.inject({ url: '/api/user/streak', headers: { cookie: user.cookie } })).json<Record<string, unknown>>();

    expect((await post(250)).json()).toEqual({ accepted: 250, duplicates: 0 });
    expect((await stack.gateway.inject({ method: 'POST', url: `/api/news/${id}/read`, headers: { cookie: user.cookie } })).statusCode).toBe(200);
    clock.advance(20 * DAY);
    expect((await post(7)).json()).toEqual({ accepted: 7, duplicates: 0 });
    const before = await streak();

    clock.advance(11 * DAY); // the first 250 are 31 days old, the last 7 eleven
    await waitFor(async () => (await stored()) === 7, 'the periodic run deleting the 250 old events', 15_000);
    const after = await streak();
    expect({ max: after.maxStreak, last: after.lastStreakDate, total: after.totalArticlesRead }).toEqual({ max: before.maxStreak, last: before.lastStreakDate, total: 1 });
    expect(await stack.tracking.app.db.collection('read_articles').countDocuments({ userId: user.id })).toBe(1);
    expect(await stack.tracking.app.db.collection('reading_days').countDocuments({ userId: user.id })).toBe(1);
  });
});
