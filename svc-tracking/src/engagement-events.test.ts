import { randomUUID } from 'node:crypto';
import { ENGAGEMENT_READ, ENGAGEMENT_TIME, ENGAGEMENT_VIEWED, type EngagementRead, type EngagementTime, type EngagementViewed } from '@tidings/contracts/events/engagement';
import { STREAMS } from '@tidings/contracts/events/streams';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { build, knownArticles, signedInUser, UNREACHABLE_NATS_URL, waitFor, type TestApp } from './test/helper.js';
import { findEvent, findEvents } from '@tidings/service-kit/testing/jetstream';

const stream = STREAMS.engagement.name;

describe('engagement events on JetStream, through the outbox', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it('publishes engagement.viewed, .read and .time with the msg ids JetStream dedupes on', async () => {
    const t = await build();
    await knownArticles(t, 'n-1', 'n-2');
    apps.push(t);
    const { userId, cookie } = signedInUser(t);
    const sessionId = randomUUID();
    const headers = { cookie, 'x-request-id': 'req-eng-1' };
    await t.app.inject({ method: 'POST', url: '/api/engagement', headers, payload: { sessionId, newsId: 'n-1', engagementType: 'viewed' } });
    await t.app.inject({ method: 'POST', url: '/api/engagement', headers, payload: { sessionId, newsId: 'n-1', engagementType: 'read' } });
    await t.app.inject({ method: 'PUT', url: '/api/engagement/time', headers, payload: { newsId: 'n-1', timeSpentMs: 6500 } });

    const viewed = await findEvent<EngagementViewed>(inject('natsUrl'), stream, ENGAGEMENT_VIEWED, (data) => data.userId === userId);
    expect(viewed.msgId).toBe(`engagement.viewed:${userId}:n-1`);
    expect(viewed.data).toEqual({ userId, newsId: 'n-1', sessionId, at: expect.any(String), requestId: 'req-eng-1' });
    const read = await findEvent<EngagementRead>(inject('natsUrl'), stream, ENGAGEMENT_READ, (data) => data.userId === userId);
    expect(read.msgId).toBe(`engagement.read:${userId}:n-1`);
    expect(read.data).toMatchObject({ newsId: 'n-1', sessionId });
    const time = await findEvent<EngagementTime>(inject('natsUrl'), stream, ENGAGEMENT_TIME, (data) => data.userId === userId);
    expect(time.data).toMatchObject({ newsId: 'n-1', sessionId, timeSpentMs: 6500 });
    expect(time.msgId).toBe(`engagement.time:${time.data.eventId}`);
    await waitFor(async () => (await t.app.outbox.pending()) === 0, 'the outbox to drain');
  });

  it('reads from the reader publish engagement.read once, and each time report with its own id', async () => {
    const t = await build();
    await knownArticles(t, 'n-1', 'n-2');
    apps.push(t);
    const { userId, cookie } = signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/news/n-2/read', headers: { cookie }, payload: { timeSpentSeconds: 0 } });
    await t.app.inject({ method: 'PATCH', url: '/api/news/n-2/read', headers: { cookie }, payload: { additionalTimeSpentSeconds: 30 } });
    await t.app.inject({ method: 'PATCH', url: '/api/news/n-2/read', headers: { cookie }, payload: { additionalTimeSpentSeconds: 30 } });
    const times = await findEvents<EngagementTime>(inject('natsUrl'), stream, ENGAGEMENT_TIME, (data) => data.userId === userId, 2);
    expect(times.map((e) => e.data.timeSpentMs)).toEqual([30_000, 30_000]);
    expect(new Set(times.map((e) => e.msgId)).size).toBe(2);
    // Three read calls, one message: the later two carry the same msg id and JetStream drops them.
    const reads = await findEvents<EngagementRead>(inject('natsUrl'), stream, ENGAGEMENT_READ, (data) => data.userId === userId, 1);
    expect(reads[0]!.msgId).toBe(`engagement.read:${userId}:n-2`);
    await expect(findEvents(inject('natsUrl'), stream, ENGAGEMENT_READ, (data: EngagementRead) => data.userId === userId, 2, 1500)).rejects.toThrow('1 of 2');
  });

  it('keeps answering while NATS is down, holds the events, and publishes them when NATS is back', async () => {
    const offline = await build({ env: { NATS_URL: UNREACHABLE_NATS_URL } });
    // Known before NATS went away (svc-news cannot be asked about others meanwhile).
    await knownArticles(offline, 'n-3', 'n-4');
    apps.push(offline);
    expect((await offline.app.inject('/readyz')).statusCode).toBe(503);
    const { userId, cookie } = signedInUser(offline);
    const sessionId = randomUUID();
    const post = (payload: Record<string, unknown>) => offline.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload });

    expect((await post({ sessionId, newsId: 'n-3', engagementType: 'viewed' })).statusCode).toBe(200);
    expect(await offline.app.outbox.pending()).toBe(1);
    // Suppressed: nothing new to publish.
    expect((await post({ sessionId, newsId: 'n-3', engagementType: 'viewed' })).json().suppressed).toBe(true);
    expect(await offline.app.outbox.pending()).toBe(1);
    expect((await post({ sessionId, newsId: 'n-4', engagementType: 'read' })).statusCode).toBe(200); // viewed + read
    const time = await offline.app.inject({ method: 'PUT', url: '/api/engagement/time', headers: { cookie }, payload: { newsId: 'n-4', timeSpentMs: 5000 } });
    expect(time.statusCode).toBe(200);
    expect(await offline.app.outbox.pending()).toBe(4);

    // A second instance on the same database with NATS reachable drains the outbox.
    const online = await build({ env: { MONGO_DB: offline.config.MONGO_DB } });
    apps.push(online);
    const viewed = await findEvents<EngagementViewed>(inject('natsUrl'), stream, ENGAGEMENT_VIEWED, (data) => data.userId === userId, 2);
    expect(viewed.map((e) => e.data.newsId).sort()).toEqual(['n-3', 'n-4']);
    const read = await findEvent<EngagementRead>(inject('natsUrl'), stream, ENGAGEMENT_READ, (data) => data.userId === userId);
    expect(read.data.newsId).toBe('n-4');
    const spent = await findEvent<EngagementTime>(inject('natsUrl'), stream, ENGAGEMENT_TIME, (data) => data.userId === userId);
    expect(spent.data.timeSpentMs).toBe(5000);
    await waitFor(async () => (await online.app.outbox.pending()) === 0, 'the outbox to drain');
  });
});
