import { newsArticleListSchema, newsArticleSchema, relatedResponseSchema, type NewsArticle } from '@tidings/contracts/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

const HOUR = 3_600_000;

describe('one article and its related stories', () => {
  let t: TestApp;
  let cookie: string;
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await build();
    cookie = sessionCookie(t.keys.privateKey, { sub: 'reader-1' });
    const records = {
      // One story told by three outlets (two articles of one of them), another by two, the rest alone.
      accordA: article({ title: 'Accord signed (A)', clusterId: 'accord', source: 'Outlet A', category: 'world', publishedAt: ago(3) }),
      accordB: article({ title: 'Accord signed (B)', clusterId: 'accord', source: 'Outlet B', category: 'world', publishedAt: ago(1) }),
      accordC: article({ title: 'Accord signed (C)', clusterId: 'accord', source: 'Outlet C', category: 'politics', publishedAt: ago(2) }),
      accordB2: article({ title: 'Accord: what next (B)', clusterId: 'accord', source: 'Outlet B', category: 'world', publishedAt: ago(0.5) }),
      floodA: article({ title: 'Flood warning (A)', clusterId: 'flood', source: 'Outlet A', category: 'world', publishedAt: ago(4) }),
      floodD: article({ title: 'Flood warning (D)', clusterId: 'flood', source: 'Outlet D', category: 'world', publishedAt: ago(5) }),
      market: article({ title: 'Market opens', source: 'Outlet E', category: 'world', publishedAt: ago(6) }),
      tram: article({ title: 'Tram line opens', source: 'Outlet F', category: 'world', publishedAt: ago(7) }),
      chip: article({ title: 'Chip maker results', source: 'Outlet G', category: 'technology', publishedAt: ago(2) }),
      // Older than the feed's candidate window (14 days): answered from the database.
      oldA: article({ title: 'Old summit (A)', clusterId: 'summit', source: 'Outlet A', category: 'world', publishedAt: ago(24 * 30) }),
      oldB: article({ title: 'Old summit (B)', clusterId: 'summit', source: 'Outlet B', category: 'world', publishedAt: ago(24 * 31) }),
      oldAlone: article({ title: 'Old lone story', source: 'Outlet C', category: 'technology', publishedAt: ago(24 * 40) }),
    };
    const ids = await seed(t.app, Object.values(records));
    Object.keys(records).forEach((key, i) => (id[key] = ids[i]!));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ url, headers });
  const titles = (items: NewsArticle[]) => items.map((item) => item.title);
  const related = async (key: string, query = '') => {
    const response = await get(`/api/news/${id[key]}/related${query}`);
    expect(response.statusCode).toBe(200);
    return relatedResponseSchema.parse(response.json());
  };

  it('GET /api/news/{id}: the client view, with sourceCount (distinct outlets) when several tell the story', async () => {
    const accord = newsArticleSchema.strict().parse((await get(`/api/news/${id.accordA}`)).json());
    expect(accord).toMatchObject({ id: id.accordA, title: 'Accord signed (A)', source: 'Outlet A', category: 'world', sourceCount: 3 });
    expect(newsArticleSchema.parse((await get(`/api/news/${id.floodD}`)).json()).sourceCount).toBe(2);
    const alone = (await get(`/api/news/${id.market}`)).json<NewsArticle>();
    expect(alone).not.toHaveProperty('sourceCount');
    expect(Object.keys(alone).sort()).toEqual(['category', 'content', 'id', 'image_url', 'newsScore', 'publishedAt', 'sample', 'source', 'sourceUrl', 'title']);
    // An article older than the feed's candidates: its story is read from the database.
    expect((await get(`/api/news/${id.oldA}`)).json()).toMatchObject({ title: 'Old summit (A)', sourceCount: 2 });
    expect((await get(`/api/news/${id.oldAlone}`)).json()).not.toHaveProperty('sourceCount');
  });

  it('GET /api/news/{id}: 404 NEWS_ARTICLE_NOT_FOUND for unknown and malformed ids, 400 for an over-long one, 401 without a session', async () => {
    for (const unknown of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await get(`/api/news/${unknown}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
    }
    expect((await get(`/api/news/${'a'.repeat(65)}`)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await get(`/api/news/${id.accordA}`, {})).json()).toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
  });

  it('the fixed paths still win over /api/news/{id}', async () => {
    expect(newsArticleListSchema.parse((await get('/api/news/search?q=Tram')).json()).map((a) => a.title)).toEqual(['Tram line opens']);
    expect(Array.isArray((await get('/api/news/filtered')).json())).toBe(true);
    expect((await get('/api/news/covers/world/x.png')).statusCode).toBe(400);
  });

  it('related: sameStory = the other articles of the story, newest first; sameCategory = other stories, one article each, newest first', async () => {
    const result = await related('accordA');
    expect(titles(result.sameStory)).toEqual(['Accord: what next (B)', 'Accord signed (B)', 'Accord signed (C)']);
    expect(result.sameStory.every((item) => item.sourceCount === 3)).toBe(true);
    // Not its own story; the flood story once (its newest article), with its outlets.
    expect(titles(result.sameCategory)).toEqual(['Flood warning (A)', 'Market opens', 'Tram line opens']);
    expect(result.sameCategory[0]!.sourceCount).toBe(2);
    expect(result.sameCategory[1]).not.toHaveProperty('sourceCount');
    // A story's article filed under another category: its story's articles are in sameStory whatever their
    // category; sameCategory holds only other stories of its own category (none here).
    const politics = await related('accordC');
    expect(titles(politics.sameStory)).toEqual(['Accord: what next (B)', 'Accord signed (B)', 'Accord signed (A)']);
    expect(titles(politics.sameCategory)).toEqual([]);
    expect(titles((await related('chip')).sameCategory)).toEqual([]);
    expect(titles((await related('market')).sameStory)).toEqual([]);
    expect(titles((await related('market')).sameCategory)).toEqual(['Accord: what next (B)', 'Flood warning (A)', 'Tram line opens']);
  });

  it('related: each list at most `limit` (default 6, max 20)', async () => {
    const records = Array.from({ length: 25 }, (_, i) => article({ title: `Science ${i}`, category: 'science', source: `Lab ${i}`, publishedAt: ago(1 + i) }));
    const [first] = await seed(t.app, records);
    id.science0 = first!;
    expect(titles((await related('science0')).sameCategory)).toEqual(Array.from({ length: 6 }, (_, i) => `Science ${i + 1}`));
    expect((await related('science0', '?limit=2')).sameCategory).toHaveLength(2);
    expect((await related('science0', '?limit=20')).sameCategory).toHaveLength(20);
    expect((await related('accordA', '?limit=1')).sameStory.map((a) => a.title)).toEqual(['Accord: what next (B)']);
    for (const bad of ['0', '21', 'x']) expect((await get(`/api/news/${id.accordA}/related?limit=${bad}`)).statusCode).toBe(400);
  });

  it("related: an article older than the feed's candidates gets its story from the database", async () => {
    const result = await related('oldA');
    expect(titles(result.sameStory)).toEqual(['Old summit (B)']);
    expect(result.sameStory[0]!.sourceCount).toBe(2);
    // Its category's newest stories, not its own.
    expect(titles(result.sameCategory)).toEqual(['Accord: what next (B)', 'Flood warning (A)', 'Market opens', 'Tram line opens']);
  });

  it('related: 404 NEWS_ARTICLE_NOT_FOUND for an unknown id; 401 without a session', async () => {
    const response = await get('/api/news/0123456789abcdef01234567/related');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
    expect((await get(`/api/news/${id.accordA}/related`, {})).statusCode).toBe(401);
  });

  it('the feed carries sourceCount on a story several outlets tell', async () => {
    const feed = newsArticleListSchema.parse((await get('/api/news/filtered?limit=50', { cookie: sessionCookie(t.keys.privateKey, { sub: 'reader-2' }) })).json());
    const accord = feed.find((item) => item.title.startsWith('Accord'));
    expect(accord?.sourceCount).toBe(3);
    expect(feed.find((item) => item.title === 'Market opens')).not.toHaveProperty('sourceCount');
  });
});
