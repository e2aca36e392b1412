import { Types } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsChange, NewsRepository } from '../news/news-repository.js';
import { CandidatePool } from './candidate-pool.js';
import { articleJson, type PoolArticle, type PoolFields } from './pool-article.js';

const NOW = Date.parse('2025-03-04T12:00:00.000Z');

function row(title: string, overrides: Partial<PoolFields> = {}): PoolFields {
  return {
    _id: new Types.ObjectId(),
    title,
    content: `${title}. Body.`,
    image_url: null,
    publishedAt: new Date(NOW - 3_600_000),
    createdAt: new Date(NOW - 3_600_000),
    category: 'world',
    categories: ['world'],
    autoTags: [],
    source: `Source of ${title}`,
    sourceUrl: `https://wire.example/${encodeURIComponent(title)}`,
    newsScore: 5,
    credibilityScore: 0.8,
    clusterId: `c-${title}`,
    sentiment: 'neutral',
    personalities: [],
    ...overrides,
  };
}

/** A NewsRepository stand-in: `rows` is the collection; reads can be held open with `hold`. */
function fakeNews(rows: PoolFields[]) {
  const listeners: Array<(change: NewsChange) => void> = [];
  let reads = 0;
  let held: Promise<void> | null = null;
  const chain = {
    sort: () => chain,
    limit: () => chain,
    lean: () => chain,
    exec: async () => {
      const snapshot = rows.map((r) => ({ ...r }));
      await held;
      return snapshot;
    },
  };
  const news = { onChange: (listener: (change: NewsChange) => void) => listeners.push(listener), model: { find: () => (reads++, chain) } };
  return {
    news: news as unknown as NewsRepository,
    emit: (change: NewsChange) => listeners.forEach((listener) => listener(change)),
    reads: () => reads,
    hold: () => {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

const titleOf = (article: PoolArticle) => (JSON.parse(articleJson(article)) as { title: string }).title;

const rescored = (id: Types.ObjectId, newsScore: number): NewsChange => ({
  kind: 'rescored',
  id: id.toString(),
  newsScore,
  viralityScore: 1,
  engagement: { views: 1, reads: 0, bookmarks: 0, likes: 1 },
});

describe('CandidatePool: engagement updates in place, inserts and removals reload', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const options = { ttlMs: 3_600_000, fullReloadMs: 3_600_000 };

  it('a rescore changes the article in the pool at once, without reading the pool again', async () => {
    const low = row('Low');
    const fake = fakeNews([low, row('High', { newsScore: 8 })]);
    const pool = new CandidatePool(fake.news, options);
    await pool.get();
    expect(fake.reads()).toBe(1);

    fake.emit(rescored(low._id, 6.5));
    const article = (await pool.get()).find((a) => a.id === low._id.toString())!;
    expect(article.newsScore).toBe(6.5);
    expect(JSON.parse(articleJson(article))).toMatchObject({ title: 'Low', newsScore: 6.5 });
    expect(fake.reads()).toBe(1);
    expect(pool.reloadCount()).toBe(1);
  });

  it('the rescored article takes its new place in the order within 5 s, keeping the same order object until then', async () => {
    const low = row('Low', { newsScore: 1 });
    const fake = fakeNews([low, row('High', { newsScore: 8 })]);
    const pool = new CandidatePool(fake.news, options);
    const first = await pool.get();
    expect(first.map((a) => titleOf(a))).toEqual(['High', 'Low']);

    fake.emit(rescored(low._id, 10));
    vi.setSystemTime(NOW + 4_000);
    // Unchanged order object: every user's cached page stays valid for these few seconds.
    expect(await pool.get()).toBe(first);
    vi.setSystemTime(NOW + 5_500);
    const reordered = await pool.get();
    expect(reordered).not.toBe(first);
    expect(reordered.map((a) => titleOf(a))).toEqual(['Low', 'High']);
    expect(fake.reads()).toBe(1);
  });

  it('an insert or a removal makes the next request read the pool again', async () => {
    const rows = [row('One'), row('Two')];
    const fake = fakeNews(rows);
    const pool = new CandidatePool(fake.news, options);
    await pool.get();

    rows.push(row('Three'));
    fake.emit({ kind: 'inserted' });
    expect((await pool.get()).map((a) => titleOf(a)).sort()).toEqual(['One', 'Three', 'Two']);
    expect(pool.reloadCount()).toBe(2);

    const [removed] = rows.splice(0, 1);
    fake.emit({ kind: 'removed', id: removed!._id.toString() });
    expect((await pool.get()).map((a) => titleOf(a)).sort()).toEqual(['Three', 'Two']);
    expect(pool.reloadCount()).toBe(3);
  });

  it('the periodic pick-up adds only new articles, and changes nothing when there are none', async () => {
    const rows = [row('One'), row('Two')];
    const fake = fakeNews(rows);
    const pool = new CandidatePool(fake.news, { ttlMs: 30_000, fullReloadMs: 3_600_000 });
    const first = await pool.get();
    const settle = async () => {
      // The pick-up runs behind the request that started it.
      await pool.get();
      await vi.waitFor(() => expect(fake.reads()).toBeGreaterThan(reads));
      await new Promise((resolve) => setImmediate(resolve));
    };
    let reads = fake.reads();
    vi.setSystemTime(NOW + 31_000);
    await settle();
    expect(await pool.get()).toBe(first);

    rows.push(row('Three'));
    reads = fake.reads();
    vi.setSystemTime(NOW + 62_000);
    await settle();
    expect((await pool.get()).map(titleOf).sort()).toEqual(['One', 'Three', 'Two']);
    expect(pool.reloadCount()).toBe(1);
  });

  it('a rescore made while the pool is being read is applied to the rows that read returns', async () => {
    const low = row('Low', { newsScore: 2 });
    const fake = fakeNews([low]);
    const pool = new CandidatePool(fake.news, options);
    await pool.get();

    fake.emit({ kind: 'inserted' });
    const release = fake.hold();
    const reading = pool.get();
    await Promise.resolve();
    // The stored row still says 2: the read began before the engagement was written.
    fake.emit(rescored(low._id, 7));
    release();
    expect((await reading).find((a) => a.id === low._id.toString())!.newsScore).toBe(7);
  });

  it('sourceCount counts the distinct outlets of each story, in the JSON only when above 1', async () => {
    const rows = [
      row('Accord A', { clusterId: 'accord', source: 'A' }),
      row('Accord B', { clusterId: 'accord', source: 'B' }),
      row('Accord B again', { clusterId: 'accord', source: 'B' }),
      row('Alone'),
    ];
    const fake = fakeNews(rows);
    const pool = new CandidatePool(fake.news, options);
    const counts = async () => Object.fromEntries((await pool.get()).map((a) => [titleOf(a), a.sourceCount]));
    expect(await counts()).toEqual({ 'Accord A': 2, 'Accord B': 2, 'Accord B again': 2, Alone: 1 });
    const alone = (await pool.get()).find((a) => a.sourceCount === 1)!;
    expect(JSON.parse(articleJson(alone))).not.toHaveProperty('sourceCount');

    rows.push(row('Accord C', { clusterId: 'accord', source: 'C' }));
    fake.emit({ kind: 'inserted' });
    expect((await counts())['Accord A']).toBe(3);
    const story = (await pool.stories()).cluster('accord');
    expect(story.map((a) => JSON.parse(articleJson(a)).sourceCount)).toEqual([3, 3, 3, 3]);
  });
});
