import { randomUUID } from 'node:crypto';
import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { newsArticleListSchema } from '@tidings/contracts/news';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStarterCorpus } from './news/corpus-loader.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

describe('starter corpus: loaded on first start when the news collection is empty', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  it('loads ≥ 300 articles with insights on an empty database, and not again on restart', async () => {
    const db = `test-news-corpus-${randomUUID()}`;
    const first = await build({ MONGO_DB: db, CORPUS_ENABLED: 'true' });
    apps.push(first);
    const count = await first.app.news.model.countDocuments();
    expect(count).toBeGreaterThanOrEqual(300);

    const stored = await first.app.news.model.find().lean();
    expect(new Set(stored.map((a) => a.category))).toEqual(new Set(CATEGORIES));
    const labels = new Set(stored.flatMap((a) => a.categories));
    for (const interest of INTEREST_CHOICES) expect(labels, interest).toContain(interest);
    for (const a of stored) {
      expect(a.summary.length, a.key).toBeGreaterThan(0);
      expect(a.summaryQualityScore).toBeGreaterThanOrEqual(0);
      expect(a.summaryQualityScore).toBeLessThanOrEqual(1);
      expect(['positive', 'neutral', 'negative']).toContain(a.sentiment);
      expect(a.sentimentScore).toBeGreaterThanOrEqual(-1);
      expect(a.sentimentScore).toBeLessThanOrEqual(1);
      expect(a.newsScore).toBeGreaterThanOrEqual(0);
      expect(a.newsScore).toBeLessThanOrEqual(10);
      expect(a.image_url).toMatch(/^\/api\/news\/covers\/[a-z-]+\/[^/]+\.svg$/);
      // Times are relative to the load: nothing from the future, the newest within the last day.
      expect(a.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(stored.map((a) => a.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    const cookie = sessionCookie(first.keys.privateKey, { sub: 'reader' });
    const breaking = newsArticleListSchema.parse((await first.app.inject({ url: '/api/news/search?category=breaking%20news', headers: { cookie } })).json());
    expect(breaking.length).toBeGreaterThan(5);
    const cover = await first.app.inject(stored[0]!.image_url!);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await first.close();
    apps.pop();

    const second = await build({ MONGO_DB: db, CORPUS_ENABLED: 'true' });
    apps.push(second);
    expect(await second.app.news.model.countDocuments()).toBe(count);
    expect(await loadStarterCorpus(second.app.db, second.app.news)).toEqual({ loaded: false, inserted: 0 });
  });

  it('two loaders at once store every article once', async () => {
    const t = await build();
    apps.push(t);
    const results = await Promise.all([loadStarterCorpus(t.app.db, t.app.news), loadStarterCorpus(t.app.db, t.app.news)]);
    const count = await t.app.news.model.countDocuments();
    expect(results[0]!.inserted + results[1]!.inserted).toBe(count);
    expect(count).toBeGreaterThanOrEqual(300);
    expect(new Set((await t.app.news.model.find({}, { guidKey: 1 }).lean()).map((a) => a.guidKey)).size).toBe(count);
  });

  it('is not loaded into a database that already has (ingested) news', async () => {
    const t = await build();
    apps.push(t);
    await seed(t.app, [article()]);
    expect(await loadStarterCorpus(t.app.db, t.app.news)).toEqual({ loaded: false, inserted: 0 });
    expect(await t.app.news.model.countDocuments()).toBe(1);
  });
});
