// Every query svc-news sends while a reader uses it — the feed, lists, search, the article with its
// story, insights and reactions, bookmarks, the export and the erasure — reads an index, never the
// whole collection: on the embedded engine and on MongoDB alike, what a request costs must grow with
// what it answers, not with everything stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { recordQueries, scanningQueries } from '@tidings/service-kit/testing/query-plans';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe("svc-news's queries", () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [
      article({ title: 'Harbour bridge reopens', category: 'world', categories: ['world', 'ireland'], clusterId: 'bridge' }),
      article({ title: 'Bridge reopening draws crowds', category: 'world', categories: ['world'], clusterId: 'bridge', source: 'Other Wire', sourceId: 'other-wire' }),
      article({ title: 'Markets steady', category: 'business', categories: ['business', 'economics'] }),
    ]);
  });
  afterAll(() => t.close());

  it('all read an index', async () => {
    const recording = recordQueries(t.app.db);
    const userId = 'query-plans-reader';
    const cookie = sessionCookie(t.keys.privateKey, { sub: userId });
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
      const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    };

    // A preferences snapshot, as the user.preferences.updated consumer stores it; then a newer one.
    const preferences = { interests: ['ireland'], followingPersonalities: [], blockedTopics: [], goodNewsMode: false };
    await t.app.projection.profiles.apply(userId, preferences, new Date(Date.now() - 1000));
    await t.app.projection.profiles.apply(userId, { ...preferences, goodNewsMode: true }, new Date());
    await send('GET', '/api/news/filtered');
    await send('GET', '/api/news?limit=20');
    await send('GET', '/api/news/search?category=business&limit=10');
    await send('GET', '/api/news/search?q=bridge&limit=10');
    // A query with no indexable word (punctuation alone) reads nothing, rather than scanning every article.
    await send('GET', `/api/news/search?q=${encodeURIComponent(':-)')}&limit=10`);
    await send('GET', `/api/news/${ids[0]}`);
    await send('GET', `/api/news/${ids[0]}/related`);
    await send('GET', `/api/news/${ids[0]}/summary`);
    await send('GET', `/api/news/${ids[0]}/sentiment`);
    await send('PUT', `/api/news/${ids[0]}/reaction`, { reactionType: 'like' });
    await send('GET', `/api/news/${ids[0]}/reaction`);
    await send('POST', `/api/articles/read/${ids[0]}`);
    await send('GET', `/api/news/${ids[1]}/story`);
    await send('GET', '/api/news/blindspot');
    await send('GET', '/api/source-ratings');
    await send('GET', '/api/news/filtered');
    await send('POST', '/api/articles/sync-viewed', { viewedArticleIds: [ids[1]] });
    await send('POST', '/api/bookmarks', { newsId: ids[0] });
    await send('GET', `/api/bookmarks/check/${ids[0]}`);
    await send('GET', `/api/bookmarks/${userId}`);
    await send('DELETE', `/api/bookmarks/${ids[0]}`);
    await send('GET', USER_DATA_EXPORT_PATH);
    await t.app.newsUserData.erase(userId);
    await t.app.idempotency.removeAllForUser(userId);
    recording.stop();

    expect(recording.queries.length).toBeGreaterThan(20);
    expect(await scanningQueries(t.app.db, recording.queries)).toEqual([]);
  });
});
