import { bookmarkListSchema } from '@tidings/contracts/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus/load-corpus.js';
import { corpusRevision, readCorpus } from './corpus/read-corpus.js';
import { corpusToNewsRecord, loadStarterCorpus } from './news/corpus-loader.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';

/** A story as the corpus told it before revisions: a real head of government in an invented event. */
const OLD_KEY = 'politics-starmer-british-irish-summit';
const OLD_TITLE = 'British-Irish summit in Dublin focuses on energy and trade links';
const OLD_CONTENT = 'British Prime Minister Keir Starmer travelled to Dublin for a summit with the Taoiseach.\n\nKeir Starmer also visited a technology company in the city before returning to London.';
const NEW_KEY = 'profile-keir-starmer';
const LOADED_AT = new Date(Date.now() - 3 * 24 * 3_600_000);

describe('starter corpus revisions: a database loaded from an older corpus is brought up to date in place', () => {
  let t: TestApp;
  let oldId: string;
  const cookie = () => sessionCookie(t.keys.privateKey, { sub: 'reader' });

  beforeAll(async () => {
    t = await build();
    // The database as an earlier release left it: every story of that corpus, loaded three days
    // ago, a marker without a revision, one story in its old text and one profile not there yet.
    const records = buildCorpus(LOADED_AT, await readCorpus())
      .filter((r) => r.key !== NEW_KEY)
      .map((r) => (r.key === OLD_KEY ? { ...r, title: OLD_TITLE, content: OLD_CONTENT, personalities: ['Keir Starmer'] } : r))
      .map(corpusToNewsRecord);
    await t.app.news.insertMany(records);
    await t.app.db.collection('corpus_loads').insertOne({ _id: 'starter-corpus' as never, state: 'done', at: LOADED_AT, inserted: records.length });
    const old = await t.app.news.model.findOne({ guidKey: `corpus:${OLD_KEY}` }).lean().orFail();
    oldId = old._id.toString();
    // Readers used the old story: a bookmark and engagement that raised its scores.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookmarks/${oldId}`, headers: { cookie: cookie() } })).statusCode).toBe(201);
    // The bookmark's recount runs first, so it cannot overwrite the raised counts later.
    await t.app.projection.flushRecounts();
    await t.app.news.applyEngagement(oldId, { views: 5000, reads: 3000, bookmarks: 1, likes: 900 });
  });
  afterAll(() => t.close());

  it('rewrites every stored corpus story by guidKey, keeps ids, times, engagement and bookmarks, inserts the new ones, then stays put', async () => {
    const before = await t.app.news.model.findById(oldId).lean().orFail();
    const count = await t.app.news.model.countDocuments();

    const result = await loadStarterCorpus(t.app.db, t.app.news);
    expect(result).toEqual({ loaded: false, inserted: 1, updated: count });
    expect(await t.app.news.model.countDocuments()).toBe(count + 1);

    const after = await t.app.news.model.findById(oldId).lean().orFail();
    expect(after.title).toBe('Kellmark-Lorand summit in Aldhaven focuses on energy and trade links');
    expect(after.content).not.toMatch(/Starmer/);
    expect(after.summary).not.toMatch(/Starmer/);
    expect(after.personalities).toEqual(['Tomas Brevik']);
    expect(after.publishedAt).toEqual(before.publishedAt);
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.engagement).toEqual(before.engagement);
    expect(after.viralityScore).toBe(before.viralityScore);
    expect(after.newsScore).toBe(before.newsScore);
    // Nothing outside a profile names the head of government any more.
    expect(await t.app.news.model.countDocuments({ content: /Starmer/, title: { $not: /^Profile:/ } })).toBe(0);

    const profile = await t.app.news.model.findOne({ guidKey: `corpus:${NEW_KEY}` }).lean().orFail();
    expect(profile.title).toBe('Profile: Keir Starmer');
    expect(profile.publishedAt.getTime()).toBeGreaterThan(LOADED_AT.getTime());

    const bookmarks = bookmarkListSchema.parse((await t.app.inject({ url: '/api/bookmarks/reader', headers: { cookie: cookie() } })).json());
    expect(bookmarks.map((b) => [b.news.id, b.news.title])).toEqual([[oldId, after.title]]);

    const marker = await t.app.db.collection('corpus_loads').findOne({ _id: 'starter-corpus' as never });
    expect(marker).toMatchObject({ state: 'done', revision: corpusRevision(await readCorpus()) });
    expect(await loadStarterCorpus(t.app.db, t.app.news)).toEqual({ loaded: false, inserted: 0, updated: 0 });
  });
});
