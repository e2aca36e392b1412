// Issue 9, "Limits and abuse": tracking refuses ids of articles that do not exist, so a user
// cannot grow rows or a streak with made-up ids — through the gateway, on the real engines, with
// the articles in svc-news and svc-tracking learning of them from svc-news alone.
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeArticle } from '../../svc-news/src/news/remove-article.js';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { waitFor } from '../../svc-tracking/src/test/helper.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const TRACKING_COLLECTIONS = ['tracking_events', 'article_engagement', 'read_articles', 'seen_history', 'reading_days'];

describe('tracking through the gateway: only articles svc-news has', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  afterAll(async () => stack?.close());

  const send = (cookie: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) => stack.gateway.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> });
  /** Every svc-tracking write that names an article, for `newsId`. */
  const writes = (cookie: string, newsId: string) => ({
    engagement: () => send(cookie, 'POST', '/api/engagement', { sessionId: randomUUID(), newsId, engagementType: 'read' }),
    'engagement time': () => send(cookie, 'PUT', '/api/engagement/time', { newsId, timeSpentMs: 1500 }),
    read: () => send(cookie, 'POST', `/api/news/${newsId}/read`, { timeSpentSeconds: 20 }),
    'read time': () => send(cookie, 'PATCH', `/api/news/${newsId}/read`, { additionalTimeSpentSeconds: 10 }),
    events: () => send(cookie, 'POST', '/api/events/batch', { events: [{ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'article_open', storyId: newsId }] }),
  });
  const rowsOf = async (userId: string) =>
    Object.fromEntries(await Promise.all(TRACKING_COLLECTIONS.map(async (name) => [name, await stack.tracking.app.db.collection(name).countDocuments({ userId })])));
  const streakOf = async (cookie: string) => (await stack.gateway.inject({ url: '/api/user/streak', headers: { cookie } })).json<{ currentStreak: number; totalArticlesRead: number }>();

  it('refuses made-up ids on every write with a stable code, and creates no row and no streak', async () => {
    const user = await registerThroughGateway(stack, `mallory_${randomUUID().slice(0, 8)}`);
    // One in svc-news' id format that no article has, and one in no format at all.
    for (const madeUp of [new Types.ObjectId().toString(), `fake-${randomUUID().slice(0, 8)}`]) {
      for (const [name, write] of Object.entries(writes(user.cookie, madeUp))) {
        const response = await write();
        const expected = name === 'events' ? [422, 'TRACKING_EVENTS_UNKNOWN_ARTICLE'] : [404, 'TRACKING_ARTICLE_NOT_FOUND'];
        expect([response.statusCode, response.json<{ code: string }>().code], `${name} ${madeUp}: ${response.body}`).toEqual(expected);
      }
    }
    expect(await rowsOf(user.id)).toEqual(Object.fromEntries(TRACKING_COLLECTIONS.map((name) => [name, 0])));
    expect(await streakOf(user.cookie)).toMatchObject({ currentStreak: 0, totalArticlesRead: 0 });
  });

  it('accepts a real article of svc-news on every write (announced by its event)', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    const [id] = await seed(stack.news.app, [article()]);
    await waitFor(async () => (await stack.tracking.app.db.collection('known_articles').countDocuments({ _id: id as never })) === 1, 'the article.published event in the projection');
    for (const [name, write] of Object.entries(writes(user.cookie, id!))) {
      const response = await write();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    // The accepted event is stored by the intake's consumer moments after the answer.
    await waitFor(async () => (await stack.tracking.app.db.collection('tracking_events').countDocuments({ userId: user.id })) === 1, 'the event to be stored');
    expect(await rowsOf(user.id)).toMatchObject({ tracking_events: 1, article_engagement: 1, read_articles: 1, reading_days: 1 });
    expect(await streakOf(user.cookie)).toMatchObject({ currentStreak: 1, totalArticlesRead: 1 });
  });

  it('accepts an article stored a moment before the write, before any event about it arrived', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    // Straight into svc-news' collection: no event will ever announce it, only svc-news knows.
    const { insertedId } = await stack.news.app.news.model.collection.insertOne({ ...article(), _id: new Types.ObjectId() });
    const id = insertedId.toString();
    const read = await writes(user.cookie, id).read();
    expect(read.statusCode, read.body).toBe(200);
    const events = await writes(user.cookie, id).events();
    expect(events.statusCode, events.body).toBe(200);
    expect(await streakOf(user.cookie)).toMatchObject({ currentStreak: 1, totalArticlesRead: 1 });
  });

  it('refuses an article once svc-news removed it', async () => {
    const user = await registerThroughGateway(stack, `reader_${randomUUID().slice(0, 8)}`);
    const [id] = await seed(stack.news.app, [article()]);
    expect((await writes(user.cookie, id!).read()).statusCode).toBe(200);
    await removeArticle(stack.news.app, id!);
    // Polled with the read, which is one row per user and article however often it is accepted:
    // a poll by engagement would store rows until the removal arrives.
    await waitFor(async () => (await writes(user.cookie, id!).read()).statusCode === 404, 'the removed article refused');
    const engagement = await writes(user.cookie, id!).engagement();
    expect([engagement.statusCode, engagement.json<{ code: string }>().code]).toEqual([404, 'TRACKING_ARTICLE_NOT_FOUND']);
    expect(await rowsOf(user.id)).toMatchObject({ article_engagement: 0, read_articles: 1 });
  });
});
