import { randomUUID } from 'node:crypto';
import { bookmarkListSchema, bookmarkSchema, newsArticleListSchema, newsArticleSchema, relatedResponseSchema, TOTAL_COUNT_HEADER, type NewsArticle } from '@tidings/contracts/news';
import { afterAll, describe, expect, it } from 'vitest';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, waitFor, type TestApp } from './test/helper.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A starter-corpus story as the loader stores it. */
const sample = (overrides: Parameters<typeof article>[0] = {}) => {
  const key = `s-${randomUUID().slice(0, 8)}`;
  return article({ key, guidKey: `corpus:${key}`, sample: true, source: 'Sample Wire', ...overrides });
};

describe('starter samples: marked in storage and in every answer, hidden once real news arrives', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    // The first app drops the shared database, so it closes last.
    for (const t of apps.reverse()) await t.close();
  });
  const started = async (env: Record<string, string>) => {
    const t = await build(env);
    apps.push(t);
    return t;
  };
  const getter = (t: TestApp, userId = 'reader-1') => {
    const cookie = sessionCookie(t.keys.privateKey, { sub: userId });
    return (url: string) => t.app.inject({ url, headers: { cookie } });
  };
  const list = async (t: TestApp, url: string): Promise<NewsArticle[]> => newsArticleListSchema.parse((await getter(t)(url)).json());
  const sampleFlags = (items: NewsArticle[]) => Object.fromEntries(items.map((item) => [item.title, item.sample]));

  it('the loader stores every starter-corpus article with sample: true, and the API answers it so', async () => {
    const t = await started({ CORPUS_ENABLED: 'true' });
    const stored = await t.app.news.model.find({}, { sample: 1, guidKey: 1 }).lean().exec();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.sample === true && row.guidKey.startsWith('corpus:'))).toBe(true);
    const answered = await list(t, '/api/news?limit=5');
    expect(answered.map((item) => item.sample)).toEqual([true, true, true, true, true]);
  });

  it('every /api answer with articles carries `sample`: list, search, one article, related, feed, bookmarks', async () => {
    const t = await started({});
    const [sampleId, realId] = await seed(t.app, [
      sample({ title: 'Sample: harbour festival', category: 'world', clusterId: 'festival', publishedAt: ago(2) }),
      article({ title: 'Real: tram line opens', category: 'world', publishedAt: ago(1) }),
    ]);
    const get = getter(t);
    const expected = { 'Sample: harbour festival': true, 'Real: tram line opens': false };

    expect(sampleFlags(await list(t, '/api/news'))).toEqual(expected);
    expect(sampleFlags(await list(t, '/api/news/search?category=world'))).toEqual(expected);
    expect(sampleFlags(await list(t, '/api/news/filtered'))).toEqual(expected);
    expect(newsArticleSchema.parse((await get(`/api/news/${sampleId}`)).json()).sample).toBe(true);
    expect(newsArticleSchema.parse((await get(`/api/news/${realId}`)).json()).sample).toBe(false);
    const related = relatedResponseSchema.parse((await get(`/api/news/${realId}/related`)).json());
    expect(sampleFlags(related.sameCategory)).toEqual({ 'Sample: harbour festival': true });

    const cookie = sessionCookie(t.keys.privateKey, { sub: 'reader-1' });
    const added = await t.app.inject({ method: 'POST', url: `/api/bookmarks/${sampleId}`, headers: { cookie } });
    expect(bookmarkSchema.parse(added.json()).news.sample).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie }, payload: { newsId: realId } });
    const saved = bookmarkListSchema.parse((await get('/api/bookmarks/reader-1')).json());
    expect(Object.fromEntries(saved.map((bookmark) => [bookmark.news.title, bookmark.news.sample]))).toEqual(expected);
  });

  it('with several instances: once enough fresh real news is stored, every instance drops the samples from feed, list and search; they still open by id and stay bookmarked', async () => {
    const db = `test-news-samples-${randomUUID()}`;
    const env = { MONGO_DB: db, SAMPLES_HIDE_AFTER_FRESH: '3', FEED_POOL_TTL: '100ms' };
    const a = await started(env);
    const [sampleId] = await seed(a.app, [
      // Three outlets: the feed shows at most two cards of one source in ten.
      sample({ title: 'Sample one', source: 'Sample Wire 1', publishedAt: ago(1) }),
      sample({ title: 'Sample two', source: 'Sample Wire 2', publishedAt: ago(3) }),
      // Neither fresh samples nor real news older than 48 h count toward the threshold.
      sample({ title: 'Sample three', source: 'Sample Wire 3', publishedAt: ago(0.5) }),
      article({ title: 'Real old 1', publishedAt: ago(49) }),
      article({ title: 'Real old 2', publishedAt: ago(60) }),
      article({ title: 'Real fresh 1', publishedAt: ago(2) }),
      article({ title: 'Real fresh 2', publishedAt: ago(47) }),
    ]);
    const b = await started(env);
    const cookie = sessionCookie(b.keys.privateKey, { sub: 'saver' });
    await b.app.inject({ method: 'POST', url: `/api/bookmarks/${sampleId}`, headers: { cookie } });

    const titles = (items: NewsArticle[]) => items.map((item) => item.title).sort();
    const samplesIn = (items: NewsArticle[]) => items.filter((item) => item.sample).length;
    for (const t of [a, b]) {
      expect(samplesIn(await list(t, '/api/news'))).toBe(3);
      expect(samplesIn(await list(t, '/api/news/filtered'))).toBe(3);
      expect(samplesIn(await list(t, '/api/news/search?q=sample'))).toBe(3);
    }

    // The third fresh real article arrives through instance A: B hears no event of it.
    await seed(a.app, [article({ title: 'Real fresh 3', publishedAt: ago(0.2) })]);
    for (const t of [a, b]) {
      await waitFor(async () => samplesIn(await list(t, '/api/news/filtered')) === 0, 'the feed without samples', 5_000);
      await waitFor(async () => samplesIn(await list(t, '/api/news')) === 0, 'the list without samples', 5_000);
      expect(titles(await list(t, '/api/news'))).toEqual(['Real fresh 1', 'Real fresh 2', 'Real fresh 3', 'Real old 1', 'Real old 2']);
      expect((await getter(t)('/api/news')).headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
      expect(await list(t, '/api/news/search?q=sample')).toEqual([]);
      expect(samplesIn(await list(t, '/api/news/search?category=breaking%20news'))).toBe(0);
      const opened = await getter(t)(`/api/news/${sampleId}`);
      expect(opened.statusCode).toBe(200);
      expect(newsArticleSchema.parse(opened.json())).toMatchObject({ title: 'Sample one', sample: true });
    }
    const saved = bookmarkListSchema.parse((await b.app.inject({ url: '/api/bookmarks/saver', headers: { cookie } })).json());
    expect(saved.map((bookmark) => bookmark.news)).toMatchObject([{ id: sampleId, sample: true }]);

    // The decision is stored: an instance started later hides them at once, even after the fresh news aged.
    await a.app.news.model.updateMany({ sample: { $ne: true } }, { $set: { publishedAt: ago(100) } }).exec();
    const c = await started(env);
    expect(samplesIn(await list(c, '/api/news'))).toBe(0);
    expect(samplesIn(await list(c, '/api/news/filtered'))).toBe(0);
  });

  it('SAMPLES_HIDE_AFTER_FRESH=0 keeps the samples however much fresh news arrives', async () => {
    const t = await started({ SAMPLES_HIDE_AFTER_FRESH: '0', FEED_POOL_TTL: '100ms' });
    await seed(t.app, [sample({ title: 'Kept sample' }), ...Array.from({ length: 5 }, () => article({ publishedAt: ago(1) }))]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sampleFlags(await list(t, '/api/news/search?q=kept'))).toEqual({ 'Kept sample': true });
    expect((await list(t, '/api/news/filtered')).some((item) => item.sample)).toBe(true);
  });
});
