// Every query svc-tracking sends while a reader uses it — sessions, engagement, reads, the streak,
// events, the export, the erasure and the retention sweep — reads an index, never the whole
// collection: on the embedded engine and on MongoDB alike, what a user's request costs must grow
// with the user's rows, not with everyone's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { recordQueries, scanningQueries } from '@tidings/service-kit/testing/query-plans';
import { build, eventsStored, knownArticles, signedInUser, type TestApp } from './test/helper.js';

describe("svc-tracking's queries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
    await knownArticles(t, 'article-1', 'article-2');
  });
  afterAll(() => t.close());

  it('all read an index', async () => {
    const recording = recordQueries(t.app.db);
    const { userId, cookie } = signedInUser(t);
    const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: Record<string, unknown>) => {
      const response = await t.app.inject({ method, url, headers: { cookie, 'x-time-zone': 'Europe/Dublin' }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    };

    const sessionId = randomUUID();
    await send('POST', '/api/sessions/start', { sessionId });
    await send('POST', '/api/engagement', { sessionId, newsId: 'article-1', engagementType: 'viewed' });
    await send('POST', '/api/engagement', { sessionId, newsId: 'article-1', engagementType: 'read' });
    await send('PUT', '/api/engagement/time', { newsId: 'article-1', timeSpentMs: 4000 });
    await send('POST', '/api/news/article-2/read', { timeSpentSeconds: 0 });
    await send('PATCH', '/api/news/article-2/read', { additionalTimeSpentSeconds: 12 });
    await send('POST', '/api/events/batch', { events: [{ eventId: randomUUID(), sessionId, storyId: 'article-1', eventType: 'card_view', eventData: {} }] });
    await eventsStored(t, userId);
    await send('GET', '/api/user/streak');
    await send('GET', USER_DATA_EXPORT_PATH);
    await send('POST', '/api/sessions/end', { sessionId });
    await t.app.eventRetention.runOnce();
    await t.app.trackingUserData.erase(userId);
    await t.app.idempotency.removeAllForUser(userId);
    recording.stop();

    expect(recording.queries.length).toBeGreaterThan(20);
    expect(await scanningQueries(t.app.db, recording.queries)).toEqual([]);
  });
});
