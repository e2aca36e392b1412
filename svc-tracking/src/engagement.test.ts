import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, knownArticles, signedInUser, TestClock, type TestApp } from './test/helper.js';

describe('POST /api/engagement and PUT /api/engagement/time', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await build({ clock });
    await knownArticles(t, ...articles);
  });
  afterAll(() => t.close());

  const engage = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/engagement', headers: cookie ? { cookie } : {}, payload });
  const addTime = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/engagement/time', headers: cookie ? { cookie } : {}, payload });
  const collection = (name: string) => t.app.db.collection(name);
  // Articles svc-news has (declared to the projection before the tests), each test its own.
  const articles = Array.from({ length: 20 }, () => `news-${randomUUID().slice(0, 8)}`);
  let nextArticle = 0;
  const newsId = () => articles[nextArticle++]!;

  it('401 without a session cookie', async () => {
    expect((await engage(undefined, { sessionId: randomUUID(), newsId: 'n', engagementType: 'viewed' })).statusCode).toBe(401);
    expect((await addTime(undefined, { newsId: 'n', timeSpentMs: 10 })).statusCode).toBe(401);
  });

  it('records a first view: the engagement, and a seen_history row', async () => {
    const { userId, cookie } = signedInUser(t);
    const [sessionId, article] = [randomUUID(), newsId()];
    const response = await engage(cookie, { sessionId, newsId: article, engagementType: 'viewed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suppressed: false,
      engagement: expect.objectContaining({ newsId: article, sessionId, engagementType: 'viewed', readAt: null, timeSpentMs: 0, viewedAt: clock.now().toISOString() }),
    });
    const seen = await collection('seen_history').find({ userId, storyId: article }).toArray();
    expect(seen).toEqual([expect.objectContaining({ sessionId, engagementOutcome: 'viewed', opened: false, clusterId: null })]);
    expect(await collection('read_articles').countDocuments({ userId })).toBe(0);
  });

  it('suppresses an identical post within 1 s (nothing written), not after, nor a different one', async () => {
    const { userId, cookie } = signedInUser(t);
    const body = { sessionId: randomUUID(), newsId: newsId(), engagementType: 'viewed' };
    const first = await engage(cookie, body);
    clock.advance(999);
    const repeat = await engage(cookie, body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ suppressed: true, engagement: first.json().engagement });
    const stored = await collection('article_engagement').findOne({ userId });
    expect(stored!.updatedAt).toEqual(new Date(first.json().engagement.updatedAt));

    clock.advance(2); // 1001 ms after the first
    const later = await engage(cookie, body);
    expect(later.json().suppressed).toBe(false);
    // Another session is not identical.
    expect((await engage(cookie, { ...body, sessionId: randomUUID() })).json().suppressed).toBe(false);
    expect(await collection('article_engagement').countDocuments({ userId })).toBe(1);
    expect(await collection('seen_history').countDocuments({ userId })).toBe(1);
  });

  it('upgrades viewed → read (with a read record and a reading day), and never downgrades', async () => {
    const { userId, cookie } = signedInUser(t);
    const [sessionId, article] = [randomUUID(), newsId()];
    await engage(cookie, { sessionId, newsId: article, engagementType: 'viewed' });
    clock.advance(5000);
    const read = await engage(cookie, { sessionId, newsId: article, engagementType: 'read' });
    expect(read.json().engagement).toMatchObject({ engagementType: 'read', readAt: clock.now().toISOString() });
    const readAt = read.json().engagement.readAt;
    clock.advance(5000);
    const viewedAgain = await engage(cookie, { sessionId, newsId: article, engagementType: 'viewed' });
    expect(viewedAgain.json()).toMatchObject({ suppressed: false, engagement: { engagementType: 'read', readAt } });
    expect(await collection('article_engagement').findOne({ userId, newsId: article })).toMatchObject({ engagementType: 'read' });
    expect(await collection('seen_history').findOne({ userId, storyId: article })).toMatchObject({ engagementOutcome: 'read', opened: true });
    expect(await collection('read_articles').countDocuments({ userId, newsId: article })).toBe(1);
    expect(await collection('reading_days').countDocuments({ userId })).toBe(1);
  });

  it('a first post of "read" is a view and a read at once', async () => {
    const { userId, cookie } = signedInUser(t);
    const article = newsId();
    const response = await engage(cookie, { sessionId: randomUUID(), newsId: article, engagementType: 'read' });
    expect(response.json().engagement).toMatchObject({ engagementType: 'read', viewedAt: clock.now().toISOString(), readAt: clock.now().toISOString() });
    expect(await collection('seen_history').findOne({ userId, storyId: article })).toMatchObject({ engagementOutcome: 'read', opened: true });
  });

  it('20 concurrent identical posts: one engagement, one seen row, one accepted and 19 suppressed', async () => {
    const { userId, cookie } = signedInUser(t);
    const body = { sessionId: randomUUID(), newsId: newsId(), engagementType: 'read' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => engage(cookie, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => !r.json().suppressed)).toHaveLength(1);
    expect(await collection('article_engagement').countDocuments({ userId })).toBe(1);
    expect(await collection('seen_history').countDocuments({ userId })).toBe(1);
    expect(await collection('read_articles').countDocuments({ userId })).toBe(1);
  });

  it("403 on another user's session id, and nothing is written; an unknown session id is accepted", async () => {
    const owner = signedInUser(t);
    const other = signedInUser(t);
    const sessionId = randomUUID();
    await t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: { cookie: owner.cookie }, payload: { sessionId } });
    const response = await engage(other.cookie, { sessionId, newsId: newsId(), engagementType: 'viewed' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await collection('article_engagement').countDocuments({ userId: other.userId })).toBe(0);
    expect((await engage(other.cookie, { sessionId: randomUUID(), newsId: newsId(), engagementType: 'viewed' })).statusCode).toBe(200);
  });

  it('validates: engagementType at most 10 characters and only viewed or read, ids, unknown fields', async () => {
    const { cookie } = signedInUser(t);
    const valid = { sessionId: randomUUID(), newsId: newsId(), engagementType: 'viewed' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, engagementType: 'liked' }, 'engagementType', "engagementType must be 'viewed' or 'read'"],
      [{ ...valid, engagementType: 'v'.repeat(11) }, 'engagementType', 'engagementType must be at most 10 characters'],
      [{ ...valid, engagementType: undefined }, 'engagementType', 'engagementType is required'],
      [{ ...valid, sessionId: 'abc' }, 'sessionId', 'sessionId must be exactly 36 characters'],
      [{ ...valid, newsId: 'n'.repeat(65) }, 'newsId', 'newsId must be at most 64 characters'],
      [{ ...valid, newsId: '' }, 'newsId', 'newsId is required'],
      [{ ...valid, platform: 'web' }, 'platform', expect.any(String) as unknown as string],
    ];
    for (const [payload, field, message] of cases) {
      const response = await engage(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
  });

  it('adds time spent to an engaged article; 404 when there is none; integer milliseconds only', async () => {
    const { userId, cookie } = signedInUser(t);
    const article = newsId();
    const missing = await addTime(cookie, { newsId: article, timeSpentMs: 1000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('TRACKING_ENGAGEMENT_NOT_FOUND');

    await engage(cookie, { sessionId: randomUUID(), newsId: article, engagementType: 'viewed' });
    expect((await addTime(cookie, { newsId: article, timeSpentMs: 5200 })).json().engagement.timeSpentMs).toBe(5200);
    const results = await Promise.all(Array.from({ length: 20 }, () => addTime(cookie, { newsId: article, timeSpentMs: 100 })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await collection('article_engagement').findOne({ userId, newsId: article }))!.timeSpentMs).toBe(7200);

    for (const [timeSpentMs, message] of [
      [1.5, 'timeSpentMs must be a whole number of milliseconds'],
      [-1, 'timeSpentMs cannot be negative'],
      [86_400_001, 'timeSpentMs must be at most 86400000'],
      ['10', 'timeSpentMs must be a number of milliseconds'],
    ] as const) {
      const response = await addTime(cookie, { newsId: article, timeSpentMs });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });
});
