import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MongoSourceLeases } from './ingestion/source-lease.js';
import type { TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

// Four feeds behind a slow local server that counts the requests per feed and the most it ever
// served at once for one feed; two svc-news instances poll them from one database.
const FEEDS = ['alpha', 'bravo', 'charlie', 'delta'];
let delayMs = 300;
const requests = new Map<string, number>();
const open = new Map<string, number>();
let mostAtOnce = 0;

const rss = (feed: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${feed}</title>` +
  [1, 2].map((n) => `<item><title>${feed} story ${n} on the harbour works</title><link>https://${feed}.example/${n}</link><guid>${feed}-${n}</guid><pubDate>${new Date().toUTCString()}</pubDate><description>Work on the harbour wall goes on.</description></item>`).join('') +
  '</channel></rss>';

let server: Server;
let dir: string;
let sourcesFile: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const feed = (req.url ?? '').slice(1).replace(/\.xml$/, '');
    requests.set(feed, (requests.get(feed) ?? 0) + 1);
    open.set(feed, (open.get(feed) ?? 0) + 1);
    mostAtOnce = Math.max(mostAtOnce, open.get(feed)!);
    setTimeout(() => {
      open.set(feed, open.get(feed)! - 1);
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(feed));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'tidings-leases-'));
  sourcesFile = join(dir, 'sources.json');
  // Loopback test feeds: the sources say they are internal.
  writeFileSync(sourcesFile, JSON.stringify(FEEDS.map((id) => ({ id, name: id, url: `${origin}/${id}.xml`, homepage: origin, defaultCategory: 'world', internal: true }))));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  requests.clear();
  mostAtOnce = 0;
  delayMs = 300;
});

async function started(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const pair = await twoInstances({ NEWS_SOURCES_FILE: sourcesFile, ...env });
  apps.push(...pair);
  return pair;
}

describe('ingestion on two instances: one instance polls a source at a time', () => {
  it('two instances polling at once fetch each source once between them, and store each story once', async () => {
    const [a, b] = await started();
    const [fromA, fromB] = await Promise.all([a.app.ingestion.pollOnce(), b.app.ingestion.pollOnce()]);
    expect(Object.fromEntries(requests)).toEqual(Object.fromEntries(FEEDS.map((feed) => [feed, 1])));
    expect(mostAtOnce).toBe(1);
    // Each source reported by exactly one of them, as inserted.
    const polled = [...fromA, ...fromB];
    expect(polled.map((report) => report.sourceId).sort()).toEqual(FEEDS);
    expect(polled.every((report) => report.outcome === 'inserted' && report.inserted === 2)).toBe(true);
    expect(await a.app.news.model.countDocuments({})).toBe(FEEDS.length * 2);
    // Released on finish, and the sources are not due again: a second round fetches nothing.
    await Promise.all([a.app.ingestion.pollOnce(), b.app.ingestion.pollOnce()]);
    expect([...requests.values()].reduce((sum, n) => sum + n, 0)).toBe(FEEDS.length);
  });

  it("a crashed holder's lease keeps the others off its source until it runs out, then another instance polls it", async () => {
    const [a, b] = await started({ INGEST_SOURCE_LEASE: '3s' });
    // Instance A takes 'alpha' and dies mid-poll: no renewal, no release.
    const crashed = new MongoSourceLeases(a.app.db, { leaseMs: 3000 });
    expect(await crashed.acquire('alpha')).toBeDefined();
    const first = await b.app.ingestion.pollOnce();
    expect(first.map((report) => report.sourceId).sort()).toEqual(['bravo', 'charlie', 'delta']);
    expect(requests.has('alpha')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const second = await b.app.ingestion.pollOnce();
    expect(second.map((report) => [report.sourceId, report.outcome])).toEqual([['alpha', 'inserted']]);
    expect(requests.get('alpha')).toBe(1);
  });

  it('a lease is renewed while its poll runs: a poll longer than the lease keeps the source to itself', async () => {
    const [a, b] = await started({ INGEST_SOURCE_LEASE: '2s' });
    delayMs = 5000;
    const slow = a.app.ingestion.pollOnce();
    // B tries while A's fetches take 5 s, well past the 2 s A's lease would last unrenewed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = new MongoSourceLeases(b.app.db, { leaseMs: 2000 });
    const until = Date.now() + 3500;
    let attempts = 0;
    while (Date.now() < until) {
      expect(await other.acquire('alpha')).toBeUndefined();
      attempts++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(attempts).toBeGreaterThan(3);
    // A kept its leases to the end, so it stored what it fetched; then it let go.
    expect((await slow).map((report) => report.outcome)).toEqual(['inserted', 'inserted', 'inserted', 'inserted']);
    expect(await other.acquire('alpha')).toBeDefined();
  });
});
