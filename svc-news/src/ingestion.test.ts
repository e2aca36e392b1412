import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsArticleListSchema } from '@tidings/contracts/news';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IngestedArticle } from './ingestion/ingested-article.js';
import { MongoArticleStore, MongoSourceStateStore, toNewsRecord } from './news/mongo-article-store.js';
import { build, sessionCookie, waitFor, type TestApp } from './test/helper.js';

const LAST_MODIFIED = 'Tue, 04 Mar 2025 11:00:00 GMT';
const fixture = (name: string) => readFileSync(new URL(`./ingestion/fixtures/${name}`, import.meta.url), 'utf8');
const FEEDS: Record<string, { body: string; type: string }> = {
  '/global-wire.xml': { body: fixture('global-wire.rss.xml'), type: 'application/rss+xml; charset=utf-8' },
  '/irish-daily.xml': { body: fixture('irish-daily.rss.xml'), type: 'application/rss+xml' },
  '/byte-chronicle.atom': { body: fixture('byte-chronicle.atom.xml'), type: 'application/atom+xml' },
  '/orbit-science.json': { body: fixture('orbit-science.json'), type: 'application/feed+json' },
  '/broken.xml': { body: fixture('not-a-feed.html'), type: 'application/rss+xml' },
};

function ingested(overrides: Partial<IngestedArticle> = {}): IngestedArticle {
  const key = randomUUID();
  return {
    title: 'A story',
    content: 'Some text.',
    image_url: null,
    source: 'Wire',
    sourceUrl: `https://wire.example/${key}`,
    category: 'world',
    publishedAt: new Date(),
    createdAt: new Date(),
    impactScore: 4,
    autoTags: [],
    categories: ['world'],
    summaryQualityScore: 0.5,
    needsReview: false,
    viralityScore: 0,
    credibilityScore: 0.8,
    recencyScore: 1,
    newsScore: 5,
    politicalLeaningScore: 0,
    sourceId: 'wire',
    guid: key,
    guidKey: `wire:${key}`,
    canonicalUrl: `https://wire.example/${key}`,
    clusterId: `c-${key}`,
    titleHash: '00000000000000ff',
    contentHtml: '<p>Some text.</p>',
    summary: 'Some text.',
    sentiment: { label: 'positive', score: 0.4 },
    entities: [],
    ...overrides,
  };
}

describe('the mongoose ArticleStore and SourceStateStore on the real engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('finds existing GUID keys and canonical URLs; stores every field with sentiment split out', async () => {
    const store = new MongoArticleStore(t.app.news);
    const a = ingested({ title: 'Stored one' });
    const noGuid = ingested({ title: 'No guid', guid: undefined, guidKey: undefined });
    await store.insert([a, noGuid]);
    const found = await store.existingKeys([a.guidKey!, 'wire:unknown'], [noGuid.canonicalUrl, 'https://elsewhere.example/x']);
    expect([...found].sort()).toEqual([a.guidKey, noGuid.canonicalUrl].sort());
    const stored = await t.app.news.model.findOne({ guidKey: a.guidKey }).lean();
    expect(stored).toMatchObject({ title: 'Stored one', sentiment: 'positive', sentimentScore: 0.4, contentHtml: '<p>Some text.</p>', sourceId: 'wire', viralitySeed: 0 });
    expect((await t.app.news.model.findOne({ canonicalUrl: noGuid.canonicalUrl }).lean())?.guidKey).toBe(`~url:${noGuid.canonicalUrl}`);
    const clusters = await store.recentClusters(new Date(Date.now() - 60_000));
    expect(clusters.find((c) => c.clusterId === a.clusterId)).toEqual({ clusterId: a.clusterId, titleHash: 255n, source: 'wire' });
  });

  it('unique indexes: the same GUID key or canonical URL is stored once, even from concurrent inserts', async () => {
    const store = new MongoArticleStore(t.app.news);
    const a = ingested();
    const sameUrl = ingested({ canonicalUrl: a.canonicalUrl, sourceUrl: a.canonicalUrl });
    const sameGuid = ingested({ guidKey: a.guidKey });
    await Promise.all([store.insert([a]), store.insert([sameUrl]), store.insert([sameGuid]), store.insert([a])]);
    // Each key is stored once, whatever the order the engine applied the inserts in.
    expect(await t.app.news.model.countDocuments({ guidKey: a.guidKey })).toBe(1);
    expect(await t.app.news.model.countDocuments({ canonicalUrl: a.canonicalUrl })).toBe(1);
    // Which rows win depends on that order: `a` first shuts out both others; either of them first
    // shuts out `a` but not the other one (they share no key). Nothing else is a legal outcome —
    // in particular no insert that clashes with nothing stored may be lost.
    const candidates = { a, sameUrl, sameGuid };
    const stored = await t.app.news.model
      .find({ guidKey: { $in: [a.guidKey!, sameUrl.guidKey!] }, canonicalUrl: { $in: [a.canonicalUrl, sameGuid.canonicalUrl] } }, { guidKey: 1, canonicalUrl: 1 })
      .lean();
    const names = stored.map((row) => Object.entries(candidates).find(([, c]) => c.guidKey === row.guidKey && c.canonicalUrl === row.canonicalUrl)?.[0] ?? 'unexpected').sort();
    expect([['a'], ['sameGuid', 'sameUrl']]).toContainEqual(names);
    // A batch with a duplicate still stores its new articles.
    const fresh = ingested();
    expect(await t.app.news.insertMany([toNewsRecord(a), toNewsRecord(fresh)])).toBe(1);
    expect(await t.app.news.exists((await t.app.news.model.findOne({ guidKey: fresh.guidKey }).lean())!._id.toString())).toBe(true);
  });

  it('unique indexes: an article clashing with two stored ones (one by URL, one by GUID) is refused and both stay', async () => {
    const store = new MongoArticleStore(t.app.news);
    const a = ingested();
    const sameUrl = ingested({ canonicalUrl: a.canonicalUrl, sourceUrl: a.canonicalUrl });
    const sameGuid = ingested({ guidKey: a.guidKey });
    await store.insert([sameUrl]);
    await store.insert([sameGuid]);
    await store.insert([a]);
    const stored = await t.app.news.model.find({ $or: [{ guidKey: a.guidKey }, { canonicalUrl: a.canonicalUrl }] }, { guidKey: 1, canonicalUrl: 1, _id: 0 }).lean();
    expect(stored.sort((x, y) => x.guidKey.localeCompare(y.guidKey))).toEqual(
      [sameUrl, sameGuid].map(({ guidKey, canonicalUrl }) => ({ guidKey, canonicalUrl })).sort((x, y) => x.guidKey!.localeCompare(y.guidKey!)),
    );
  });

  it('source state round-trips, and a cleared error is really cleared', async () => {
    const states = new MongoSourceStateStore(t.app.db);
    await states.init();
    expect(await states.get('nope')).toBeUndefined();
    const nextFetchAt = new Date('2025-03-04T12:00:00.000Z');
    await states.save({ sourceId: 's1', etag: '"abc"', failures: 2, lastError: 'http 500', nextFetchAt });
    expect(await states.get('s1')).toEqual({ sourceId: 's1', etag: '"abc"', failures: 2, lastError: 'http 500', nextFetchAt });
    await states.save({ sourceId: 's1', etag: '"abc"', failures: 0, lastError: undefined, nextFetchAt });
    expect(await states.get('s1')).toEqual({ sourceId: 's1', etag: '"abc"', failures: 0, nextFetchAt });
  });
});

describe('ingestion end to end: fixture feeds from a local server into GET /api/news', () => {
  let server: Server;
  let dir: string;
  let sourcesFile: string;
  const hits: Array<{ path: string; conditional: boolean; status: number }> = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      const feed = FEEDS[path];
      if (!feed) return res.writeHead(404).end();
      const etag = `"${createHash('sha1').update(feed.body).digest('hex').slice(0, 12)}"`;
      const conditional = req.headers['if-none-match'] === etag;
      hits.push({ path, conditional, status: conditional ? 304 : 200 });
      if (conditional) return res.writeHead(304, { etag }).end();
      res.writeHead(200, { 'content-type': feed.type, etag, 'last-modified': LAST_MODIFIED }).end(feed.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The local feed server is on loopback: the sources file marks these sources internal.
    const source = (id: string, path: string, defaultCategory: string) => ({ id, name: id, url: `${origin}${path}`, homepage: origin, defaultCategory, intervalMinutes: 30, internal: true });
    dir = mkdtempSync(join(tmpdir(), 'news-sources-'));
    sourcesFile = join(dir, 'sources.json');
    writeFileSync(
      sourcesFile,
      JSON.stringify([
        source('global-wire', '/global-wire.xml', 'world'),
        source('irish-daily', '/irish-daily.xml', 'world'),
        source('byte-chronicle', '/byte-chronicle.atom', 'technology'),
        source('orbit-science', '/orbit-science.json', 'science'),
        source('broken', '/broken.xml', 'world'),
      ]),
    );
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores each story once (cross-feed duplicate caught), survives a malformed feed, then respects ETag/304', async () => {
    const t = await build({ NEWS_SOURCES_FILE: sourcesFile });
    apps.push(t);
    const reports = await t.app.ingestion.pollOnce();
    expect(reports.find((r) => r.sourceId === 'broken')).toMatchObject({ outcome: 'failed' });
    expect(reports.filter((r) => r.outcome === 'inserted').reduce((sum, r) => sum + r.inserted, 0)).toBe(10);

    const cookie = sessionCookie(t.keys.privateKey, { sub: 'reader' });
    const list = newsArticleListSchema.parse((await t.app.inject({ url: '/api/news', headers: { cookie } })).json());
    expect(list).toHaveLength(10);
    expect(list.filter((a) => a.sourceUrl === 'https://globalwire.example/business/rates-rise')).toHaveLength(1);
    const rates = list.find((a) => a.sourceUrl === 'https://globalwire.example/business/rates-rise')!;
    expect((await t.app.inject({ url: `/api/news/${rates.id}/summary`, headers: { cookie } })).json<{ summary: string }>().summary.length).toBeGreaterThan(20);
    expect((await t.app.inject({ url: `/api/news/${rates.id}/sentiment`, headers: { cookie } })).json()).toMatchObject({ sentiment: expect.stringMatching(/positive|neutral|negative/) });

    // Nothing is due yet; make every source due again: the stored validators give 304s.
    expect(await t.app.ingestion.pollOnce()).toEqual([]);
    await t.app.db.collection('source_states').updateMany({}, { $set: { nextFetchAt: new Date(0) } });
    hits.length = 0;
    const again = await t.app.ingestion.pollOnce();
    expect(again.filter((r) => r.outcome === 'not-modified').map((r) => r.sourceId).sort()).toEqual(['byte-chronicle', 'global-wire', 'irish-daily', 'orbit-science']);
    expect(hits.filter((h) => h.status === 304)).toHaveLength(4);
    expect(await t.app.news.model.countDocuments()).toBe(10);
  });

  it('with INGESTION_ENABLED the worker polls on start and stops on close', async () => {
    const t = await build({ NEWS_SOURCES_FILE: sourcesFile, INGESTION_ENABLED: 'true' });
    apps.push(t);
    await waitFor(async () => (await t.app.news.model.countDocuments()) === 10, 'the first poll');
  });
});
