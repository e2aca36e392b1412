import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, knownArticles, signedInUser, type TestApp } from './test/helper.js';

/**
 * The user always comes from the token. Every body may name a userId (the spec's client sends
 * one on some calls); the caller's own is fine, anyone else's is 403 FORBIDDEN and changes nothing.
 */
describe("a body userId that is not the token's is 403 on every call, and changes nothing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
    await knownArticles(t, 'n-1', 'n-2', 'n-3');
  });
  afterAll(() => t.close());

  it('on each write call', async () => {
    const { userId, cookie } = signedInUser(t);
    const sessionId = randomUUID();
    // Something to end, to add time to: made with the caller's own userId in the body (accepted).
    const own = [
      { method: 'POST', url: '/api/sessions/start', payload: { sessionId, userId } },
      { method: 'POST', url: '/api/engagement', payload: { sessionId, newsId: 'n-1', engagementType: 'viewed', userId } },
      { method: 'POST', url: '/api/news/n-1/read', payload: { timeSpentSeconds: 1, userId } },
    ] as const;
    for (const call of own) expect((await t.app.inject({ ...call, headers: { cookie } })).statusCode, call.url).toBe(200);
    const before = await snapshot(userId);

    const foreign = 'another-user';
    const calls = [
      { method: 'POST', url: '/api/sessions/start', payload: { sessionId: randomUUID(), userId: foreign } },
      { method: 'POST', url: '/api/sessions/end', payload: { sessionId, userId: foreign } },
      { method: 'POST', url: '/api/events/batch', payload: { events: [{ eventId: randomUUID(), sessionId, eventType: 'x', userId: foreign }] } },
      { method: 'POST', url: '/api/engagement', payload: { sessionId, newsId: 'n-2', engagementType: 'read', userId: foreign } },
      { method: 'PUT', url: '/api/engagement/time', payload: { newsId: 'n-1', timeSpentMs: 100, userId: foreign } },
      { method: 'POST', url: '/api/news/n-3/read', payload: { timeSpentSeconds: 0, userId: foreign } },
      { method: 'PATCH', url: '/api/news/n-1/read', payload: { additionalTimeSpentSeconds: 5, userId: foreign } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: { cookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await snapshot(userId)).toEqual(before);
    expect(await t.app.db.collection('sessions').countDocuments({ userId: foreign })).toBe(0);
  });

  async function snapshot(userId: string) {
    const names = ['sessions', 'tracking_events', 'article_engagement', 'read_articles', 'reading_days', 'seen_history'];
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await t.app.db.collection(name).find({ userId }, { projection: { _id: 0 } }).toArray()])));
  }
});
