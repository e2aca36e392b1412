import { newsArticleListSchema } from '@tidings/contracts/news';
import { recordQueries } from '@tidings/service-kit/testing/query-plans';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import { backfillSearchIndex } from './search/backfill-search-index.js';
import { FILING_VERSION, termIds } from './search/search-index.js';
import { MAX_QUERY_WORDS } from './search/search-words.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** GET /api/news/search as `reader-1`: the titles and the total header. */
async function search(t: TestApp, query: string): Promise<{ titles: string[]; total: string | undefined }> {
  const cookie = sessionCookie(t.keys.privateKey, { sub: 'reader-1' });
  const response = await t.app.inject({ url: `/api/news/search?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return { titles: newsArticleListSchema.parse(response.json()).map((a) => a.title), total: response.headers['x-total-count'] as string | undefined };
}
const titles = async (t: TestApp, q: string, more = '') => (await search(t, `q=${encodeURIComponent(q)}${more}`)).titles;

/** The stored terms that file the article under a word (not the marks of words it lost). */
const termsOf = async (t: TestApp, id: string) => (await t.app.news.searchIndex.model.find({}).lean().exec()).filter((term) => term._id.endsWith(` ${id}`) && !term.g);

describe('search reads the word index', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build();
    await seed(t.app, [
      article({ title: 'Climate summit opens in Lisbon', content: 'Delegates arrive for talks.', category: 'environment', categories: ['environment', 'world'], publishedAt: ago(1) }),
      article({ title: 'Summit on climate finance', content: 'Banks pledge money.', category: 'finance', categories: ['finance', 'business'], publishedAt: ago(2) }),
      article({ title: 'Café owners protest', content: 'São Paulo’s cafés close early.', category: 'world', categories: ['world'], publishedAt: ago(3) }),
      article({ title: 'Reclimate is not a word', content: 'A story about nothing.', category: 'world', categories: ['world'], publishedAt: ago(4) }),
      article({ title: 'Rain again', content: 'Climbers stay home.', category: 'world', categories: ['world'], publishedAt: ago(5) }),
    ]);
  });
  afterAll(() => t.close());

  it('matches every word of the query in any order, case-insensitively, trimmed, in title or content', async () => {
    expect(await titles(t, '  CLIMATE summit ')).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance']);
    expect(await titles(t, 'summit climate')).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance']);
    expect(await titles(t, 'lisbon delegates')).toEqual(['Climate summit opens in Lisbon']);
    expect(await titles(t, 'lisbon banks')).toEqual([]);
  });

  it('matches a query word as the beginning of an article word, not inside one', async () => {
    expect(await titles(t, 'clim')).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance', 'Rain again']);
    expect(await titles(t, 'climate')).not.toContain('Reclimate is not a word');
    expect(await titles(t, 'limate')).toEqual([]);
  });

  it('folds diacritics on both sides', async () => {
    expect(await titles(t, 'cafe sao')).toEqual(['Café owners protest']);
    expect(await titles(t, 'CAFÉS')).toEqual(['Café owners protest']);
  });

  it('keeps the category filter, the newest-first order, paging and the first page’s total', async () => {
    expect(await titles(t, 'climate', '&category=business')).toEqual(['Summit on climate finance']);
    const first = await search(t, 'q=clim&limit=2');
    const second = await search(t, 'q=clim&limit=2&offset=2');
    expect([...first.titles, ...second.titles]).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance', 'Rain again']);
    expect(first.total).toBe('3');
    expect(second.total).toBeUndefined();
    expect((await search(t, 'q=nowhere')).total).toBe('0');
  });

  it("keeps the 'breaking news' view: the last 24 h among the matches, in its own order", async () => {
    const [old] = await seed(t.app, [article({ title: 'Climate report from last week', content: 'Old news.', publishedAt: ago(50) })]);
    expect(await titles(t, 'climate')).toContain('Climate report from last week');
    const breaking = await titles(t, 'climate', '&category=breaking%20news');
    expect(breaking).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance']);
    await removeArticle(t.app, old!);
  });

  it('keeps a new article and a removed one in step with the index', async () => {
    const publishedAt = ago(0.5);
    const [id] = await seed(t.app, [article({ title: 'Glacier melt speeds up', content: 'Ice retreats.', publishedAt, guidKey: 'search:glacier' })]);
    expect(await titles(t, 'glacier')).toEqual(['Glacier melt speeds up']);
    expect((await termsOf(t, id!)).map((term) => term._id).sort()).toEqual(termIds({ _id: id!, title: 'Glacier melt speeds up', content: 'Ice retreats.' }).sort());
    // Each term carries the article's time: search sorts and counts from the terms.
    expect(new Set((await termsOf(t, id!)).map((term) => term.t))).toEqual(new Set([publishedAt.getTime()]));

    expect(await removeArticle(t.app, id!)).toBe(true);
    expect(await titles(t, 'glacier')).toEqual([]);
    expect(await termsOf(t, id!)).toEqual([]);
  });

  it('files an article once however often it is filed; the backfill files the noted ones and repeats nothing', async () => {
    // Noted and stored, its filing not done: no terms yet.
    const _id = new Types.ObjectId();
    await t.app.news.searchIndex.journal.note([_id.toString()]);
    await t.app.news.model.collection.insertOne({ ...article({ title: 'Harbour reopens after storm', content: 'Ships return.' }), _id, searchFiled: 0 });
    expect(await titles(t, 'harbour')).toEqual([]);

    expect(await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex)).toBe(1);
    expect(await titles(t, 'harbour ships')).toEqual(['Harbour reopens after storm']);
    const terms = await termsOf(t, _id.toString());
    expect(terms).toHaveLength(termIds({ _id, title: 'Harbour reopens after storm', content: 'Ships return.' }).length);

    expect(await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex)).toBe(0);
    await t.app.news.searchIndex.file([{ _id, title: 'Harbour reopens after storm', content: 'Ships return.', publishedAt: new Date() }]);
    expect(await termsOf(t, _id.toString())).toEqual(terms);
  });

  it('files an article whose filing stopped after its insert, from the journal, without scanning the articles again', async () => {
    const { journal } = t.app.news.searchIndex;
    // A crash between the insert and the filing: noted, stored, not filed.
    const crashed = new Types.ObjectId();
    await journal.note([crashed.toString()]);
    await t.app.news.model.collection.insertOne({ ...article({ title: 'Ferry strike ends', content: 'Crossings resume.' }), _id: crashed, searchFiled: 0 });
    // Unfiled and never noted: the backfill reads the journal, never the articles.
    const unnoted = new Types.ObjectId();
    await t.app.news.model.collection.insertOne({ ...article({ title: 'Ferry timetable changes', content: 'New times.' }), _id: unnoted, searchFiled: 0 });
    // Noted but not stored: a minute old (its insert never came) and just now (it may be on its way).
    const gone = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 120);
    const coming = new Types.ObjectId();
    await journal.note([gone.toString(), coming.toString()]);

    expect(await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex)).toBe(1);
    expect(await titles(t, 'ferry')).toEqual(['Ferry strike ends']);
    expect(await t.app.news.model.exists({ _id: crashed, searchFiled: FILING_VERSION })).not.toBeNull();
    expect((await journal.noted()).sort()).toEqual([coming.toString()]);
    await journal.clear([coming.toString()]);
  });

  it('files again an article whose removal stopped after its words went', async () => {
    const [id] = await seed(t.app, [article({ title: 'Quarry closes early', content: 'Dust settles.' })]);
    // What deleteById does before a crash: noted, words gone, the article still stored.
    await t.app.news.searchIndex.journal.note([id!]);
    await t.app.news.searchIndex.unfile([{ _id: id!, title: 'Quarry closes early', content: 'Dust settles.' }]);
    expect(await titles(t, 'quarry')).toEqual([]);
    await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex);
    expect(await titles(t, 'quarry')).toEqual(['Quarry closes early']);
    expect(await removeArticle(t.app, id!)).toBe(true);
    expect(await termsOf(t, id!)).toEqual([]);
    expect(await removeArticle(t.app, id!)).toBe(false);
    expect(await t.app.news.searchIndex.journal.noted()).toEqual([]);
  });

  it('leaves nothing in the journal after storing articles the normal way', async () => {
    await seed(t.app, [article({ title: 'Glacier retreat measured', content: 'Survey results.' })]);
    expect(await t.app.news.searchIndex.journal.noted()).toEqual([]);
    expect(await titles(t, 'glacier')).toEqual(['Glacier retreat measured']);
  });

  it('ignores query words shorter than 2 characters', async () => {
    expect(await titles(t, 'a climate')).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance']);
    expect(await titles(t, 'climate s')).toEqual(['Climate summit opens in Lisbon', 'Summit on climate finance']);
  });

  it(`looks up the first ${MAX_QUERY_WORDS} words of a query, two index reads each; the ones after are ignored`, async () => {
    const recording = recordQueries(t.app.db);
    expect(await titles(t, 'lisbon climate summit opens delegates arrive talks for nowhere')).toEqual(['Climate summit opens in Lisbon']);
    recording.stop();
    const reads = recording.queries.filter((query) => query.collection.startsWith('search_') || query.collection === 'news');
    expect(reads.filter((query) => query.collection === 'search_terms')).toHaveLength(MAX_QUERY_WORDS);
    expect(reads.filter((query) => query.collection === 'search_blocks')).toHaveLength(MAX_QUERY_WORDS);
  });

  // Before the limits, a query of punctuation alone was matched as literal text: a scan of every article.
  it('answers a query with no indexable word (punctuation, single letters) with the empty result, reading no article and no index', async () => {
    await seed(t.app, [article({ title: 'Odd title :-)', content: 'A B C.' })]);
    for (const q of [':-)', '.*', 'a', 'C++', 'a b c']) {
      const recording = recordQueries(t.app.db);
      const result = await search(t, `q=${encodeURIComponent(q)}`);
      recording.stop();
      expect(result, q).toEqual({ titles: [], total: '0' });
      expect(recording.queries.filter((query) => query.collection.startsWith('search_') || query.collection === 'news'), q).toEqual([]);
    }
  });
});

describe('search index with two instances', () => {
  it('two instances filing and backfilling the same articles at once leave one set of terms', async () => {
    const [a, b] = await twoInstances();
    try {
      const records = Array.from({ length: 30 }, (_, i) => ({ ...article({ title: `Bridge ${i} repaired`, content: `Traffic flows again on bridge ${i}.` }), _id: new Types.ObjectId() }));
      // Filings that stopped after the insert, as a crash leaves them.
      await a.app.news.searchIndex.journal.note(records.map((record) => record._id.toString()));
      await a.app.news.model.collection.insertMany(records);
      const filed = await Promise.all([backfillSearchIndex(a.app.news.model, a.app.news.searchIndex, { batch: 7 }), backfillSearchIndex(b.app.news.model, b.app.news.searchIndex, { batch: 5 })]);
      expect(filed).toEqual([30, 30]);
      await Promise.all([a.app.news.searchIndex.file(records), b.app.news.searchIndex.file(records)]);

      const expected = records.flatMap(termIds).sort();
      expect((await a.app.news.searchIndex.model.find({ g: { $ne: true } }, { _id: 1 }).lean().exec()).map((term) => term._id).sort()).toEqual(expected);
      // Two digits: a query word shorter than 2 characters is ignored.
      expect(await titles(b, 'bridge 17')).toEqual(['Bridge 17 repaired']);
      expect(await a.app.news.model.countDocuments({ searchFiled: FILING_VERSION }).exec()).toBe(30);
      expect(await b.app.news.searchIndex.journal.noted()).toEqual([]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
