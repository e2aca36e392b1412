import { newsArticleListSchema, type NewsArticle } from '@tidings/contracts/news';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import type { UserProfile } from './projection/profile-store.js';
import { article, seed } from './test/articles.js';
import { sessionCookie, waitFor, type TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
/** What "visible on the other instance" allows: a write through A shows in a feed read through B within this. */
const WITHIN_MS = 1000;

// Every case writes through instance A and reads the feed through instance B, after B has read
// the feed once (so its caches hold the user's seen set and profile, and the candidates).
describe('the feed on two instances: a write through one shows in a feed read through the other within 1 s', () => {
  let a: TestApp;
  let b: TestApp;
  let ids: string[];
  beforeEach(async () => {
    [a, b] = await twoInstances();
    ids = await seed(a.app, [
      article({ title: 'Harbour wall finished', category: 'world', categories: ['world'], publishedAt: ago(1), source: 'Outlet 1' }),
      article({ title: 'Ferry timetable grows', category: 'world', categories: ['world'], publishedAt: ago(2), source: 'Outlet 2' }),
      article({ title: 'Football final tonight', category: 'sports', categories: ['sports'], publishedAt: ago(3), source: 'Outlet 3' }),
    ]);
  });
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  const cookie = (userId: string) => sessionCookie(a.keys.privateKey, { sub: userId });
  const feed = async (t: TestApp, userId: string): Promise<NewsArticle[]> => {
    const response = await t.app.inject({ url: '/api/news/filtered', headers: { cookie: cookie(userId) } });
    expect(response.statusCode).toBe(200);
    return newsArticleListSchema.parse(response.json());
  };
  const titles = async (t: TestApp, userId: string) => (await feed(t, userId)).map((item) => item.title);
  /** Reads B's feed until `check` holds, failing if it does not within WITHIN_MS of the write. */
  async function seenOnB(userId: string, check: (items: NewsArticle[]) => boolean, writtenAt: number): Promise<void> {
    for (;;) {
      const items = await feed(b, userId);
      if (check(items)) return;
      if (Date.now() - writtenAt > WITHIN_MS) throw new Error(`instance B still answers ${JSON.stringify(items.map((item) => item.title))} ${Date.now() - writtenAt} ms after the write`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const without = (title: string) => (items: NewsArticle[]) => !items.some((item) => item.title === title);

  it('an article read through A leaves the feed B serves', async () => {
    expect(await titles(b, 'ann')).toContain('Harbour wall finished');
    const at = Date.now();
    expect((await a.app.inject({ method: 'POST', url: `/api/articles/read/${ids[0]}`, headers: { cookie: cookie('ann') } })).statusCode).toBe(200);
    await seenOnB('ann', without('Harbour wall finished'), at);
  });

  it("viewed ids synced through A, and a view event A's consumer applied, leave B's feed", async () => {
    expect(await titles(b, 'bo')).toHaveLength(3);
    let at = Date.now();
    const synced = await a.app.inject({ method: 'POST', url: '/api/articles/sync-viewed', headers: { cookie: cookie('bo') }, payload: { viewedArticleIds: [ids[1]] } });
    expect(synced.statusCode).toBe(200);
    await seenOnB('bo', without('Ferry timetable grows'), at);
    at = Date.now();
    await a.app.projection.engagementViewed({ userId: 'bo', newsId: ids[2]!, at: new Date().toISOString() });
    await seenOnB('bo', without('Football final tonight'), at);
  });

  it("a read whose note B missed (NATS was down) leaves B's feed at B's first read after the resync", async () => {
    expect(await titles(b, 'cy')).toContain('Harbour wall finished');
    // Stored as A stores it, its broadcast lost; B rejoins NATS and resyncs (cache-sync.ts).
    await a.app.db.collection('user_seen').insertOne({ userId: 'cy', newsId: ids[0], kind: 'read', at: new Date(), createdAt: new Date() });
    b.app.projection.seen.catchUpSoon();
    expect(await titles(b, 'cy')).not.toContain('Harbour wall finished');
  });

  it('a read stored by an instance killed before its note leaves B\'s feed when the redelivered event is applied again', async () => {
    expect(await titles(b, 'di')).toContain('Harbour wall finished');
    // The killed instance stored the row, then died before its note and its ack: JetStream
    // redelivers the event, here to A, which finds the row already stored.
    await a.app.db.collection('user_seen').insertOne({ userId: 'di', newsId: ids[0], kind: 'read', at: new Date(), createdAt: new Date() });
    const at = Date.now();
    await a.app.projection.seen.record('di', [ids[0]!], 'read');
    await seenOnB('di', without('Harbour wall finished'), at);
  });

  it('a preferences snapshot A applied (blocking a topic) is obeyed by B, without the version cookie', async () => {
    const profile: UserProfile = { interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false };
    await a.app.projection.profiles.apply('cy', profile, ago(1));
    expect(await titles(b, 'cy')).toContain('Football final tonight');
    const at = Date.now();
    await a.app.projection.profiles.apply('cy', { ...profile, blockedTopics: ['sports'] }, new Date());
    await seenOnB('cy', without('Football final tonight'), at);
  });

  it('an article stored through A joins the feed B serves; one A removes leaves it', async () => {
    expect(await titles(b, 'di')).toHaveLength(3);
    let at = Date.now();
    const [fresh] = await seed(a.app, [article({ title: 'Lighthouse reopens', publishedAt: ago(0.5), source: 'Outlet 4' })]);
    await seenOnB('di', (items) => items.some((item) => item.title === 'Lighthouse reopens'), at);
    at = Date.now();
    await removeArticle(a.app, fresh!);
    await seenOnB('di', without('Lighthouse reopens'), at);
  });

  it("a bookmark through A: B serves the article's new score as soon as A itself does", async () => {
    const score = (items: NewsArticle[]) => items.find((item) => item.id === ids[2])?.newsScore;
    const before = score(await feed(b, 'ed'));
    expect(score(await feed(a, 'ed'))).toBe(before);
    const saved = await a.app.inject({ method: 'POST', url: `/api/bookmarks/${ids[2]}`, headers: { cookie: cookie('ed') } });
    expect(saved.statusCode).toBe(201);
    // Engagement is recounted in batches and a rescore takes its place in the order within 5 s,
    // on every instance alike (see CandidatePool): B must not lag behind A.
    await a.app.projection.flushRecounts();
    const stored = (await a.app.news.model.findById(ids[2]).lean().exec())!.newsScore;
    expect(stored).not.toBe(before);
    await waitFor(async () => score(await feed(a, 'ed')) === stored, "A's feed to show the new score", 10_000);
    await seenOnB('ed', (items) => score(items) === stored, Date.now());
  });
});

describe('the starter samples on two instances', () => {
  it('samples retired by A leave the feed B serves within 1 s', async () => {
    const [a, b] = await twoInstances({ SAMPLES_HIDE_AFTER_FRESH: '2' });
    try {
      const key = `s-${Date.now()}`;
      await seed(a.app, [
        article({ key, guidKey: `corpus:${key}`, sample: true, title: 'Sample harbour tour', source: 'Sample Wire', publishedAt: ago(1) }),
        article({ title: 'Real news one', source: 'Outlet 1', publishedAt: ago(2) }),
      ]);
      const feedOf = async (t: TestApp) =>
        newsArticleListSchema.parse((await t.app.inject({ url: '/api/news/filtered', headers: { cookie: sessionCookie(a.keys.privateKey, { sub: 'fay' }) } })).json());
      // One fresh real article, two needed: both instances still show the sample.
      expect((await feedOf(b)).some((item) => item.sample)).toBe(true);
      await seed(a.app, [article({ title: 'Real news two', source: 'Outlet 2', publishedAt: ago(3) })]);
      expect(await a.app.samples.hidden()).toBe(true);
      const at = Date.now();
      for (;;) {
        const items = await feedOf(b);
        if (!items.some((item) => item.sample) && items.length === 2) break;
        if (Date.now() - at > WITHIN_MS) throw new Error(`instance B still serves the samples ${Date.now() - at} ms after A retired them`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
