import { newsArticleListSchema, type NewsArticle } from '@tidings/contracts/news';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from './projection/profile-store.js';
import { removeArticle } from './news/remove-article.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
/** Sources rotate so that the source-spread rule does not interfere with what a test is about. */
let sourceCounter = 0;
const nextSource = () => `Outlet ${++sourceCounter}`;

describe('GET /api/news/filtered: the personalised feed', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(() => t.close());

  const profile = (userId: string, changes: Partial<UserProfile>) =>
    t.app.projection.profiles.apply(userId, { interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false, ...changes }, new Date());
  const feed = async (userId: string, query = ''): Promise<NewsArticle[]> => {
    const response = await t.app.inject({ url: `/api/news/filtered${query}`, headers: { cookie: sessionCookie(t.keys.privateKey, { sub: userId }) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return newsArticleListSchema.parse(response.json());
  };
  const titles = (items: NewsArticle[]) => items.map((item) => item.title);

  it('ranks interest matches first and says why; the rest follows by recency and score', async () => {
    await seed(t.app, [
      article({ title: 'Newest world story', category: 'world', categories: ['world'], publishedAt: ago(1), source: nextSource() }),
      article({ title: 'Older science story', category: 'science', categories: ['science'], publishedAt: ago(30), source: nextSource() }),
      article({ title: 'Irish science story', category: 'world', categories: ['world', 'ireland'], publishedAt: ago(10), source: nextSource() }),
      article({ title: 'Middle sports story', category: 'sports', categories: ['sports'], publishedAt: ago(5), source: nextSource() }),
    ]);
    await profile('ann', { interests: ['Science', 'ireland', 'health'] });
    const items = await feed('ann', '?1712345678901');
    expect(titles(items)).toEqual(['Irish science story', 'Older science story', 'Newest world story', 'Middle sports story']);
    expect(items[0]!.reason).toBe('Because you follow Ireland · 10 h ago');
    expect(items[1]!.reason).toBe('Because you follow Science · 1 d ago');
    expect(items[2]!.reason).toMatch(/^Recent in World · 1 h ago$/);
    // 'all' is no preference: recency leads.
    await profile('bea', { interests: ['all', 'science'] });
    expect(titles(await feed('bea'))[0]).toBe('Newest world story');
  });

  it('followed personalities rank up (by id or by name, accents ignored)', async () => {
    await seed(t.app, [
      article({ title: 'Plain news', publishedAt: ago(1), source: nextSource() }),
      article({ title: 'Gala night', content: 'Beyonce opened the show.', publishedAt: ago(20), source: nextSource() }),
      article({ title: 'Investor letter', content: 'A letter from Warren Buffett.', publishedAt: ago(40), source: nextSource() }),
    ]);
    await profile('cy', { followingPersonalities: ['beyonce', 'Warren Buffett'] });
    const items = await feed('cy');
    expect(titles(items)).toEqual(['Gala night', 'Investor letter', 'Plain news']);
    expect(items[0]!.reason).toMatch(/^Because you follow Beyoncé · /);
  });

  it('good-news mode keeps only positive stories', async () => {
    await seed(t.app, [
      article({ title: 'Good', sentiment: 'positive', sentimentScore: 0.5, source: nextSource() }),
      article({ title: 'Bad', sentiment: 'negative', sentimentScore: -0.5, source: nextSource() }),
      article({ title: 'Flat', sentiment: 'neutral', source: nextSource() }),
    ]);
    await profile('dan', { goodNewsMode: true });
    expect(titles(await feed('dan'))).toEqual(['Good']);
    await profile('eli', { goodNewsMode: false });
    expect(titles(await feed('eli')).sort()).toEqual(['Bad', 'Flat', 'Good']);
  });

  it('blocked topics match category, categories, tags and title words, case-insensitively', async () => {
    await seed(t.app, [
      article({ title: 'Cup final tonight', category: 'sports', categories: ['sports'], source: nextSource() }),
      article({ title: 'Budget vote', category: 'politics', categories: ['politics', 'economics'], source: nextSource() }),
      article({ title: 'New phone', category: 'technology', categories: ['technology'], autoTags: ['smartphones'], source: nextSource() }),
      article({ title: 'Crypto Crash deepens', category: 'finance', categories: ['finance'], source: nextSource() }),
      article({ title: 'Climate change summit', category: 'environment', categories: ['environment'], source: nextSource() }),
      article({ title: 'Garden tips', category: 'lifestyle', categories: ['lifestyle'], source: nextSource() }),
      article({ title: 'Cricketers win', category: 'world', categories: ['world'], source: nextSource() }),
    ]);
    await profile('fay', { blockedTopics: ['SPORTS', 'Economics', 'smartphones', 'crypto', 'climate change', 'cricket'] });
    // 'cricket' is a word: 'Cricketers' is not blocked by it.
    expect(titles(await feed('fay')).sort()).toEqual(['Cricketers win', 'Garden tips']);
  });

  it('shows one card per story cluster', async () => {
    await seed(t.app, [
      article({ title: 'Accord signed (A)', clusterId: 'accord', source: nextSource(), publishedAt: ago(1) }),
      article({ title: 'Accord signed (B)', clusterId: 'accord', source: nextSource(), publishedAt: ago(2) }),
      article({ title: 'Accord signed (C)', clusterId: 'accord', source: nextSource(), publishedAt: ago(3) }),
      article({ title: 'Something else', source: nextSource(), publishedAt: ago(4) }),
    ]);
    expect(titles(await feed('gus'))).toEqual(['Accord signed (A)', 'Something else']);
  });

  it('never shows more than two cards of one source in any ten', async () => {
    const records = [];
    // One prolific source with the best scores, and a few others.
    for (let i = 0; i < 12; i++) records.push(article({ title: `Prolific ${i}`, source: 'Prolific Post', newsScore: 10, publishedAt: ago(i * 0.1) }));
    for (let i = 0; i < 16; i++) records.push(article({ title: `Other ${i}`, source: `Small ${i % 8}`, newsScore: 3, publishedAt: ago(5 + i) }));
    await seed(t.app, records);
    const items = await feed('hana', '?limit=50');
    expect(items.length).toBeGreaterThanOrEqual(20);
    for (let start = 0; start + 10 <= items.length; start++) {
      const window = items.slice(start, start + 10);
      const counts = new Map<string, number>();
      for (const item of window) counts.set(item.source, (counts.get(item.source) ?? 0) + 1);
      expect(Math.max(...counts.values()), `window at ${start}`).toBeLessThanOrEqual(2);
    }
    // The best-scored source still leads.
    expect(items.slice(0, 2).map((item) => item.source)).toEqual(['Prolific Post', 'Prolific Post']);
  });

  it('excludes what the user viewed or read, and answers [] once everything is seen', async () => {
    const ids = await seed(t.app, [article({ title: 'One', source: nextSource() }), article({ title: 'Two', source: nextSource() }), article({ title: 'Three', source: nextSource() })]);
    const cookie = sessionCookie(t.keys.privateKey, { sub: 'ivan' });
    expect(await feed('ivan')).toHaveLength(3);
    await t.app.inject({ method: 'POST', url: `/api/articles/read/${ids[0]}`, headers: { cookie, 'content-type': 'application/json' } });
    expect(titles(await feed('ivan')).sort()).toEqual(['Three', 'Two']);
    await t.app.inject({ method: 'POST', url: '/api/articles/sync-viewed', headers: { cookie }, payload: { viewedArticleIds: [ids[1], ids[2]] } });
    expect(await feed('ivan')).toEqual([]);
    // Another user is unaffected.
    expect(await feed('jill')).toHaveLength(3);
  });

  it('new articles reach the feed at once on this instance', async () => {
    expect(await feed('kim')).toEqual([]);
    await seed(t.app, [article({ title: 'Just in', source: nextSource() })]);
    expect(titles(await feed('kim'))).toEqual(['Just in']);
  });

  it('a reaction or a read rescores the article in the candidate pool in place; an insert or a removal reloads the pool', async () => {
    const [liked, read] = await seed(t.app, [article({ title: 'Liked', source: nextSource() }), article({ title: 'Read', source: nextSource() })]);
    expect(titles(await feed('mia')).sort()).toEqual(['Liked', 'Read']);
    const pool = t.app.feed.pool;
    const reloads = pool.reloadCount();
    const stored = async (id: string) => (await t.app.news.model.findById(id, { newsScore: 1 }).lean().exec())!.newsScore;
    const pooled = async (id: string) => (await pool.get()).find((candidate) => candidate.id === id)!.newsScore;

    const reaction = await t.app.inject({ method: 'PUT', url: `/api/news/${liked}/reaction`, headers: { cookie: sessionCookie(t.keys.privateKey, { sub: 'ned' }) }, payload: { reactionType: 'like' } });
    expect(reaction.statusCode).toBe(200);
    // What an engagement.read event does (the projection's handler).
    await t.app.projection.markSeen('ned', [read!], 'read');
    // The recount batch that follows within seconds; the articles' newsScore (5) moves with them.
    await t.app.projection.flushRecounts();
    expect(await stored(liked!)).not.toBe(5);
    expect(await pooled(liked!)).toBe(await stored(liked!));
    expect(await stored(read!)).not.toBe(5);
    expect(await pooled(read!)).toBe(await stored(read!));
    expect(pool.reloadCount()).toBe(reloads);

    await seed(t.app, [article({ title: 'Inserted', source: nextSource() })]);
    expect(titles(await feed('mia'))).toContain('Inserted');
    expect(pool.reloadCount()).toBe(reloads + 1);
    await removeArticle(t.app, liked!);
    expect(titles(await feed('mia'))).not.toContain('Liked');
    expect(pool.reloadCount()).toBe(reloads + 2);
  });

  it('limit bounds the page (default 30, max 50); unknown parameters are ignored; 401 without a session', async () => {
    await seed(t.app, Array.from({ length: 60 }, (_, i) => article({ title: `N${i}`, source: `S${i}` })));
    expect(await feed('lou')).toHaveLength(30);
    expect(await feed('lou', '?limit=5&_=123&foo=bar')).toHaveLength(5);
    expect(await feed('lou', '?limit=50')).toHaveLength(50);
    const tooMany = await t.app.inject({ url: '/api/news/filtered?limit=51', headers: { cookie: sessionCookie(t.keys.privateKey, { sub: 'lou' }) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const anonymous = await t.app.inject('/api/news/filtered');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
