import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownArticles, signedInUser, TestClock, twoInstances, type TestApp } from './test/helper.js';

// Two svc-tracking instances on one database, one clock: the 1 s dedupe of identical engagement
// posts must hold when the two posts reach different instances (a retry, a double send).
describe('the engagement dedupe across two instances', () => {
  const clock = new TestClock();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances(clock);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const post = (t: TestApp, cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload });
  /** The same post on both instances at once, for each article; answers how many were accepted per article. */
  async function race(cookie: string, newsIds: string[], payload: Record<string, unknown>): Promise<number[]> {
    const answers = await Promise.all(newsIds.flatMap((newsId) => [a, b].map((t) => post(t, cookie, { ...payload, newsId }))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    return newsIds.map((_, i) => answers.slice(2 * i, 2 * i + 2).filter((answer) => answer.json<{ suppressed: boolean }>().suppressed === false).length);
  }

  it('accepts exactly one of two identical posts, on the first post and on a later one', async () => {
    const newsIds = await knownArticles(a, ...Array.from({ length: 10 }, () => `article-${randomUUID()}`));
    const { cookie } = signedInUser(a);
    const sessionId = randomUUID();
    expect(await race(cookie, newsIds, { sessionId, engagementType: 'viewed' })).toEqual(newsIds.map(() => 1));
    // Past the window, an identical post counts again — once.
    clock.advance(1500);
    expect(await race(cookie, newsIds, { sessionId, engagementType: 'viewed' })).toEqual(newsIds.map(() => 1));
    // Within the window of that one, neither does.
    clock.advance(500);
    expect(await race(cookie, newsIds, { sessionId, engagementType: 'viewed' })).toEqual(newsIds.map(() => 0));
    // A different post (another type) is not a repeat: one of the two racing reads is accepted.
    expect(await race(cookie, newsIds, { sessionId, engagementType: 'read' })).toEqual(newsIds.map(() => 1));
  });
});
