import { newsArticleListSchema } from '@tidings/contracts/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakingScore, recencyScore } from './ingestion/scores.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

const HOUR = 3_600_000;

describe('articles: list, search, breaking news, insights and covers', () => {
  let t: TestApp;
  let cookie: string;
  let ids: string[];
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);

  beforeAll(async () => {
    t = await build();
    cookie = sessionCookie(t.keys.privateKey, { sub: 'reader-1' });
    ids = await seed(t.app, [
      article({ title: 'Dublin tram line opens', content: 'The new line carries commuters.', category: 'world', categories: ['world', 'ireland'], publishedAt: ago(2), newsScore: 4 }),
      article({ title: 'Chip maker beats forecasts', content: 'Quarterly revenue (up 12%) surprised analysts.', category: 'technology', categories: ['technology', 'business'], publishedAt: ago(30), newsScore: 9 }),
      article({ title: 'Storm closes ports', content: 'Shipping halted along the coast.', category: 'breaking news', categories: ['breaking news', 'world'], publishedAt: ago(1), newsScore: 2 }),
      article({ title: 'Old breaking story', content: 'Yesterday it mattered.', category: 'breaking news', categories: ['breaking news'], publishedAt: ago(20), newsScore: 10 }),
      article({ title: 'Market rally .* continues', content: 'Stocks rose again.', category: 'finance', categories: ['finance', 'business'], publishedAt: ago(5), newsScore: 6, summary: 'Stocks rose again.', sentiment: 'positive', sentimentScore: 0.6 }),
      article({ title: 'Fresh tremor', content: 'A minor quake shook the town.', category: 'world', categories: ['world'], publishedAt: ago(0.5), newsScore: 1 }),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ url, headers });

  it('GET /api/news: every article as the client view, newest first; newsScore always a number', async () => {
    const response = await get('/api/news');
    expect(response.statusCode).toBe(200);
    const list = newsArticleListSchema.parse(response.json());
    expect(list.map((a) => a.title)).toEqual(['Fresh tremor', 'Storm closes ports', 'Dublin tram line opens', 'Market rally .* continues', 'Old breaking story', 'Chip maker beats forecasts']);
    expect(Object.keys(list[0]!).sort()).toEqual(['category', 'content', 'id', 'image_url', 'newsScore', 'publishedAt', 'sample', 'source', 'sourceUrl', 'title']);
    expect(list[2]).toMatchObject({ id: ids[0], category: 'world', source: 'Test Wire', newsScore: 4, image_url: null });
  });

  it('GET /api/news: newsScore is 0 when the stored article has none', async () => {
    const [id] = await seed(t.app, [article({ title: 'Scoreless', publishedAt: ago(100) })]);
    await t.app.news.model.collection.updateOne({ _id: new (await import('mongoose')).Types.ObjectId(id) }, { $unset: { newsScore: '' } });
    const list = newsArticleListSchema.parse((await get('/api/news?limit=200')).json());
    expect(list.find((a) => a.id === id)?.newsScore).toBe(0);
  });

  it('GET /api/news: `limit` bounds the answer; out-of-range limits are 400; no session is 401', async () => {
    expect((await get('/api/news?limit=2')).json()).toHaveLength(2);
    for (const bad of ['0', '201', 'x']) {
      const response = await get(`/api/news?limit=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await get('/api/news', {})).json()).toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
  });

  it('GET /api/news: `limit` and `offset` page through the list; the first page counts every article', async () => {
    const whole = await get('/api/news?limit=200');
    const all = newsArticleListSchema.parse(whole.json()).map((a) => a.id);
    expect(Number(whole.headers['x-total-count'])).toBe(all.length);
    // Today's call, without paging parameters, is the first page and says the count too.
    expect(Number((await get('/api/news')).headers['x-total-count'])).toBe(all.length);

    const first = await get('/api/news?limit=2');
    const second = await get('/api/news?limit=2&offset=2');
    const rest = await get(`/api/news?limit=200&offset=4`);
    const paged = [first, second, rest].flatMap((response) => newsArticleListSchema.parse(response.json()).map((a) => a.id));
    expect(paged).toEqual(all);
    expect(Number(first.headers['x-total-count'])).toBe(all.length);
    // Later pages are not counted again.
    expect(second.headers['x-total-count']).toBeUndefined();
    expect((await get(`/api/news?offset=${all.length}`)).json()).toEqual([]);
    for (const bad of ['-1', '10001', 'x']) expect((await get(`/api/news?offset=${bad}`)).statusCode).toBe(400);
  });

  it('search: `limit` and `offset` page through the matches; the first page counts them', async () => {
    const ids = async (url: string) => newsArticleListSchema.parse((await get(url)).json()).map((a) => a.id);
    const business = await get('/api/news/search?category=business&limit=1');
    expect(Number(business.headers['x-total-count'])).toBe(2);
    const pages = [...(await ids('/api/news/search?category=business&limit=1')), ...(await ids('/api/news/search?category=business&limit=1&offset=1'))];
    expect(pages).toEqual(await ids('/api/news/search?category=business'));
    expect((await get('/api/news/search?category=business&limit=1&offset=1')).headers['x-total-count']).toBeUndefined();
    expect(Number((await get('/api/news/search?q=nothing-like-this')).headers['x-total-count'])).toBe(0);
    expect((await get('/api/news/search?q=a&offset=-1')).statusCode).toBe(400);
  });

  it("search: 'breaking news' pages in its own order and counts the last 24 h", async () => {
    const ids = async (url: string) => newsArticleListSchema.parse((await get(url)).json()).map((a) => a.id);
    const whole = await get('/api/news/search?category=breaking%20news');
    const all = newsArticleListSchema.parse(whole.json()).map((a) => a.id);
    expect(all.length).toBeGreaterThan(2);
    expect(Number(whole.headers['x-total-count'])).toBe(all.length);
    const paged = [...(await ids('/api/news/search?category=breaking%20news&limit=2')), ...(await ids('/api/news/search?category=breaking%20news&limit=2&offset=2'))];
    expect(paged).toEqual(all.slice(0, 4));
  });

  it('search: q is trimmed and matched case-insensitively on title or content', async () => {
    const titles = async (url: string) => newsArticleListSchema.parse((await get(url)).json()).map((a) => a.title);
    expect(await titles('/api/news/search?q=%20%20DUBLIN%20')).toEqual(['Dublin tram line opens']);
    expect(await titles('/api/news/search?q=analysts')).toEqual(['Chip maker beats forecasts']);
    expect(await titles('/api/news/search?q=nothing-like-this')).toEqual([]);
  });

  it('search: regex characters are literal', async () => {
    const titles = async (url: string) => newsArticleListSchema.parse((await get(url)).json()).map((a) => a.title);
    // Punctuation alone has no word to look up: it matches nothing (never everything, never a scan).
    expect(await titles(`/api/news/search?q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await titles(`/api/news/search?q=${encodeURIComponent('(up 12%)')}`)).toEqual(['Chip maker beats forecasts']);
  });

  it("search: category matches `category` or `categories`; 'top news' and no category mean all", async () => {
    const titles = async (url: string) => newsArticleListSchema.parse((await get(url)).json()).map((a) => a.title);
    expect(await titles('/api/news/search?category=business')).toEqual(['Market rally .* continues', 'Chip maker beats forecasts']);
    expect(await titles('/api/news/search?category=ireland')).toEqual(['Dublin tram line opens']);
    expect(await titles('/api/news/search?q=rose&category=Finance')).toEqual(['Market rally .* continues']);
    const all = (await get('/api/news/search?limit=200')).json<unknown[]>().length;
    expect((await get('/api/news/search?category=top%20news&limit=200')).json()).toHaveLength(all);
    expect(all).toBeGreaterThanOrEqual(6);
  });

  it("search: 'breaking news' answers the last 24 h by 0.9 × recency + 0.1 × newsScore/10", async () => {
    const list = newsArticleListSchema.parse((await get('/api/news/search?category=breaking%20news')).json());
    // Not only the 'breaking news' category: every recent story, the 30-hour-old one excluded.
    expect(list.map((a) => a.title)).not.toContain('Chip maker beats forecasts');
    const scores = list.map((a) => breakingScore(recencyScore(new Date(a.publishedAt)), a.newsScore));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list[0]!.title).toBe('Fresh tremor');
    // newsScore counts: 'Storm' (1 h, score 2) vs 'Dublin' (2 h, score 4): 0.9·(23/24)+0.02 > 0.9·(22/24)+0.04.
    expect(list.map((a) => a.title).slice(1, 3)).toEqual(['Storm closes ports', 'Dublin tram line opens']);
    expect(list.at(-1)!.title).toBe('Old breaking story');
  });

  it('search: q longer than 200 characters is 400; 401 without a session', async () => {
    expect((await get(`/api/news/search?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get('/api/news/search?q=a', {})).statusCode).toBe(401);
  });

  it('summary and sentiment: the stored insights', async () => {
    // One sentence, and it is the summary: no takeaway is left to draw (the reader shows its generic lines).
    expect((await get(`/api/news/${ids[4]}/summary`)).json()).toEqual({ summary: 'Stocks rose again.', takeaways: [] });
    expect((await get(`/api/news/${ids[4]}/sentiment`)).json()).toEqual({ sentiment: 'positive', score: 0.6 });
    expect((await get(`/api/news/${ids[0]}/sentiment`)).json()).toEqual({ sentiment: 'neutral', score: 0 });
  });

  it('summary: up to three key takeaways from the article, none repeating the summary', async () => {
    const content = [
      'The city council approved a new cycling network covering all twelve districts on Monday evening.',
      'Construction of the first forty kilometres of protected lanes will begin in the spring.',
      'The council said the network would cost 85 million euro over five years.',
      'Local businesses on the main shopping streets had asked for loading bays to be kept.',
      'Cycling groups welcomed the vote but said the timetable was too slow for a growing city.',
      'Opposition members argued that bus services should have been funded first.',
      'A public consultation on the detailed routes opens next week and runs for six weeks.',
    ].join(' ');
    const [id] = await seed(t.app, [article({ title: 'Council approves city cycling network', content })]);
    const { summary, takeaways } = (await get(`/api/news/${id}/summary`)).json<{ summary: string; takeaways: string[] }>();
    expect(takeaways).toHaveLength(3);
    for (const takeaway of takeaways) {
      expect(content).toContain(takeaway);
      expect(summary).not.toContain(takeaway);
    }
  });

  it('summary and sentiment: 404 NEWS_ARTICLE_NOT_FOUND for unknown and malformed ids; 401 without a session', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', 'abcdefghijkl']) {
      for (const kind of ['summary', 'sentiment']) {
        const response = await get(`/api/news/${id}/${kind}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
      }
    }
    expect((await get(`/api/news/${ids[0]}/summary`, {})).statusCode).toBe(401);
  });

  it('covers: a public, long-cached SVG per category and key; unknown categories are 404', async () => {
    const response = await t.app.inject('/api/news/covers/breaking-news/storm-closes-ports.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await t.app.inject('/api/news/covers/breaking-news/storm-closes-ports.svg')).body).toBe(response.body);
    expect((await t.app.inject('/api/news/covers/not-a-category/x.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/news/covers/world/x.png')).statusCode).toBe(400);
  });
});
