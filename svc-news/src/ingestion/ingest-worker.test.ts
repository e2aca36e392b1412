import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterMember } from './cluster.js';
import type { SourceState } from './fetch-schedule.js';
import type { IngestedArticle } from './ingested-article.js';
import { createIngestWorker, type ArticleStore, type SourcePollReport, type SourceStateStore } from './ingest-worker.js';
import { splitSentences } from '../insights/sentence-split.js';
import { simhashFromHex } from './simhash.js';
import { parseSourceList } from './sources.js';

const LAST_MODIFIED = 'Tue, 04 Mar 2025 11:00:00 GMT';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FEEDS: Record<string, { body: string; type: string }> = {
  '/global-wire.xml': { body: fixture('global-wire.rss.xml'), type: 'application/rss+xml; charset=utf-8' },
  '/irish-daily.xml': { body: fixture('irish-daily.rss.xml'), type: 'application/rss+xml' },
  '/byte-chronicle.atom': { body: fixture('byte-chronicle.atom.xml'), type: 'application/atom+xml' },
  '/orbit-science.json': { body: fixture('orbit-science.json'), type: 'application/feed+json' },
  '/broken.xml': { body: fixture('not-a-feed.html'), type: 'application/rss+xml' },
};

let server: Server;
let origin: string;
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    if (path === '/throttled.xml') return res.writeHead(429, { 'retry-after': '120' }).end('slow down');
    const feed = FEEDS[path];
    if (!feed) return res.writeHead(404).end();
    const etag = `"${createHash('sha1').update(feed.body).digest('hex').slice(0, 12)}"`;
    const fresh = req.headers['if-none-match'] === etag || req.headers['if-modified-since'] === LAST_MODIFIED;
    if (fresh) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': feed.type, etag, 'last-modified': LAST_MODIFIED }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** In-memory stand-ins for the mongoose-backed store and state. */
function memoryStore() {
  const articles: IngestedArticle[] = [];
  const store: ArticleStore = {
    async existingKeys(guidKeys, urls) {
      const keys = new Set(articles.flatMap((a) => [a.guidKey, a.canonicalUrl]));
      return new Set([...guidKeys, ...urls].filter((k) => keys.has(k)));
    },
    async recentClusters(since): Promise<ClusterMember[]> {
      return articles.filter((a) => a.createdAt >= since).map((a) => ({ clusterId: a.clusterId, titleHash: simhashFromHex(a.titleHash), source: a.sourceId }));
    },
    async insert(batch) {
      articles.push(...batch);
    },
  };
  const states = new Map<string, SourceState>();
  const state: SourceStateStore = {
    async get(id) {
      return states.get(id);
    },
    async save(value) {
      states.set(value.sourceId, value);
    },
  };
  return { store, state, articles, states };
}

const source = (id: string, path: string, defaultCategory: string, extra: object = {}) => ({
  id,
  name: id.replace(/-/g, ' '),
  url: `${origin}${path}`,
  homepage: origin,
  intervalMinutes: 30,
  credibility: 0.8,
  politicalLeaning: -0.2,
  defaultCategory,
  // The local feed server is on loopback, which only an internal source may reach.
  internal: true,
  ...extra,
});

describe('ingest worker against a local feed server', () => {
  const t0 = new Date('2025-03-04T12:00:00Z');
  let clock = t0;
  const mem = memoryStore();
  let worker: ReturnType<typeof createIngestWorker>;
  let first: SourcePollReport[];
  const byTitle = (start: string) => mem.articles.find((a) => a.title.startsWith(start))!;
  const report = (reports: SourcePollReport[], id: string) => reports.find((r) => r.sourceId === id);

  beforeAll(async () => {
    const sources = parseSourceList([
      source('global-wire', '/global-wire.xml', 'world', { credibility: 0.9, politicalLeaning: -0.1 }),
      source('broken', '/broken.xml', 'world'),
      source('irish-daily', '/irish-daily.xml', 'world'),
      source('throttled', '/throttled.xml', 'world'),
      source('byte-chronicle', '/byte-chronicle.atom', 'technology'),
      source('orbit-science', '/orbit-science.json', 'science', { intervalMinutes: 60 }),
    ]);
    worker = createIngestWorker({ sources, store: mem.store, state: mem.state, now: () => clock, fetcher: { random: () => 0.5, timeoutMs: 2_000 } });
    first = await worker.pollOnce();
  });

  it('stores every new entry once: 10 of 11, the syndicated copy caught by canonical URL', () => {
    expect(report(first, 'global-wire')).toMatchObject({ outcome: 'inserted', inserted: 4, duplicates: 0 });
    expect(report(first, 'irish-daily')).toMatchObject({ outcome: 'inserted', inserted: 2, duplicates: 1 });
    expect(report(first, 'byte-chronicle')).toMatchObject({ inserted: 2 });
    expect(report(first, 'orbit-science')).toMatchObject({ inserted: 2 });
    expect(mem.articles).toHaveLength(10);
    expect(new Set(mem.articles.map((a) => a.canonicalUrl)).size).toBe(10);
    expect(mem.articles.filter((a) => a.canonicalUrl === 'https://globalwire.example/business/rates-rise')).toHaveLength(1);
  });

  it('a malformed feed and a throttled one fail alone, with back-off and Retry-After', () => {
    const broken = mem.states.get('broken')!;
    expect(report(first, 'broken')).toMatchObject({ outcome: 'failed', error: expect.stringContaining('FeedParseError') });
    expect(broken.failures).toBe(1);
    // 30 min × 2^1 with jitter 0.75 + 0.25 × 0.5.
    expect(broken.nextFetchAt!.getTime() - t0.getTime()).toBe(60 * 60_000 * 0.875);
    // The unusable body's validators are not kept, so the next poll fetches it in full.
    expect(broken.etag).toBeUndefined();
    const throttled = mem.states.get('throttled')!;
    expect(report(first, 'throttled')).toMatchObject({ outcome: 'failed', error: 'http 429' });
    expect(throttled.nextFetchAt!.getTime() - t0.getTime()).toBe(120_000);
    expect(mem.states.get('global-wire')).toMatchObject({ failures: 0, lastModified: LAST_MODIFIED, etag: expect.stringMatching(/^"/) });
    expect(mem.states.get('global-wire')!.nextFetchAt!.getTime() - t0.getTime()).toBe(30 * 60_000);
  });

  it('groups the near-duplicate Chile headline from another source into one cluster', () => {
    const a = byTitle('Earthquake of magnitude 6.8');
    const b = byTitle('Magnitude 6.8 earthquake');
    expect(a.sourceId).not.toBe(b.sourceId);
    expect(b.clusterId).toBe(a.clusterId);
    expect(new Set(mem.articles.map((x) => x.clusterId)).size).toBe(9);
    // Coverage by two sources lifts the impact of the later copy.
    expect(b.impactScore).toBeGreaterThan(a.impactScore);
  });

  it('sanitises HTML, strips tracking from URLs and picks the right images', () => {
    for (const article of mem.articles) {
      expect(article.contentHtml).not.toMatch(/<script|onerror|onclick|alert\(/);
      expect(article.content).not.toMatch(/<[a-z]/i);
      expect(article.sourceUrl).not.toMatch(/utm_|fbclid|ref=|#/);
    }
    expect(byTitle('Central bank').image_url).toBe('https://cdn.globalwire.example/img/rates-large.jpg');
    // Relative enclosure URLs resolve against the channel's link (the site), not the feed's URL.
    expect(byTitle('Dublin City Council').image_url).toBe('https://globalwire.example/img/quays.jpg');
    expect(byTitle('Earthquake of magnitude').image_url).toBe('https://cdn.globalwire.example/img/chile-thumb.jpg');
    expect(byTitle('Open-source browser').image_url).toBe('https://bytechronicle.example/img/jxl.jpg');
    expect(byTitle('Open-source browser').title).toBe('Open-source browser engine ships support for the JPEG XL image format');
    expect(byTitle('Markets open higher').image_url).toBeNull();
  });

  it('classifies, flags doubtful extraction and keeps every score in range', () => {
    expect(byTitle('Dublin City Council').categories).toContain('ireland');
    expect(byTitle('Earthquake of magnitude').category).toBe('world');
    expect(byTitle('Chipmaker').category).toBe('technology');
    expect(byTitle('Space telescope').category).toBe('space');
    expect(byTitle('Study finds').category).toBe('health');
    expect(byTitle('Central bank').categories).toContain('economics');
    expect(byTitle('Markets open higher').needsReview).toBe(true);
    expect(byTitle('Central bank').needsReview).toBe(false);
    expect(byTitle('Central bank').recencyScore).toBeCloseTo(1 - 2.5 / 24, 3);
    for (const a of mem.articles) {
      expect(CATEGORIES).toContain(a.category);
      expect(a.categories[0]).toBe(a.category);
      expect(a.autoTags.length).toBeGreaterThan(0);
      for (const score of [a.recencyScore, a.credibilityScore, a.summaryQualityScore]) expect(score >= 0 && score <= 1).toBe(true);
      for (const score of [a.impactScore, a.newsScore, a.viralityScore]) expect(score >= 0 && score <= 10).toBe(true);
      expect(a.politicalLeaningScore).toBeGreaterThanOrEqual(-1);
      expect(a.politicalLeaningScore).toBeLessThanOrEqual(1);
      expect(a.createdAt).toEqual(t0);
      expect(a.publishedAt.getTime()).toBeLessThanOrEqual(t0.getTime());
    }
    expect(byTitle('Central bank')).toMatchObject({ source: 'global wire', credibilityScore: 0.9, politicalLeaningScore: -0.1, guid: 'gw-1001', guidKey: 'global-wire:gw-1001' });
  });

  it('stores a 2–3 sentence summary taken from the text, and sentiment labels', () => {
    const rates = byTitle('Central bank');
    const sentences = splitSentences(rates.summary);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const sentence of sentences) expect(rates.content).toContain(sentence.trim());
    expect(byTitle('Volunteers celebrate').sentiment.label).toBe('positive');
    expect(byTitle('Earthquake of magnitude').sentiment.label).toBe('negative');
    expect(byTitle('Open-source browser').sentiment.label).toBe('neutral');
    expect(byTitle('Chipmaker').sentiment.label).toBe('neutral');
  });

  it("stores each article's named entities, found once here for the story view", () => {
    expect(byTitle('Dublin City Council').entities).toEqual(expect.arrayContaining(['place:dublin city council']));
    for (const article of mem.articles) expect(Array.isArray(article.entities)).toBe(true);
  });

  it('on the second poll sends validators, gets 304s and stores nothing new', async () => {
    clock = new Date(t0.getTime() + 31 * 60_000);
    const before = requests.length;
    const second = await worker.pollOnce();
    const conditional = requests.slice(before).filter((r) => r.path !== '/throttled.xml');
    expect(conditional.map((r) => r.path).sort()).toEqual(['/byte-chronicle.atom', '/global-wire.xml', '/irish-daily.xml']);
    for (const request of conditional) {
      expect(request.headers['if-none-match']).toMatch(/^"/);
      expect(request.headers['if-modified-since']).toBe(LAST_MODIFIED);
      expect(request.headers['user-agent']).toMatch(/Tidings/);
    }
    expect(second.filter((r) => r.outcome === 'not-modified').map((r) => r.sourceId).sort()).toEqual(['byte-chronicle', 'global-wire', 'irish-daily']);
    // orbit-science polls hourly and broken is backing off: neither was due.
    expect(report(second, 'orbit-science')).toBeUndefined();
    expect(report(second, 'broken')).toBeUndefined();
    expect(report(second, 'throttled')).toMatchObject({ outcome: 'failed' });
    expect(mem.states.get('throttled')!.failures).toBe(2);
    expect(mem.articles).toHaveLength(10);
  });

  it('keeps backing off the broken feed, doubling the delay', async () => {
    clock = new Date(t0.getTime() + 2 * 3_600_000);
    const third = await worker.pollOnce();
    expect(report(third, 'broken')).toMatchObject({ outcome: 'failed' });
    const broken = mem.states.get('broken')!;
    expect(broken.failures).toBe(2);
    expect(broken.nextFetchAt!.getTime() - clock.getTime()).toBe(120 * 60_000 * 0.875);
    // A 304 still resets nothing it should not: the healthy sources stay healthy.
    expect(mem.states.get('global-wire')!.failures).toBe(0);
    expect(mem.articles).toHaveLength(10);
    await worker.stop();
  });
});
