// A source's health through failures, back-off and recovery: the ingest worker polls a local feed
// server that can be made to fail, and the health is read from the states it kept.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceState } from '../ingestion/fetch-schedule.js';
import { createIngestWorker, type ArticleStore, type SourceStateStore } from '../ingestion/ingest-worker.js';
import type { IngestedArticle } from '../ingestion/ingested-article.js';
import { parseSourceList } from '../ingestion/sources.js';
import { sourceHealth, sourcesHealth, sourceStatus, sourceSummary } from './source-health.js';

const feed = readFileSync(new URL('../ingestion/fixtures/global-wire.rss.xml', import.meta.url), 'utf8');
let failing = false;
let server: Server;
let origin: string;

beforeAll(async () => {
  // No validators: every poll downloads the feed again, so a recovery is a real fetch.
  server = createServer((_req, res) => (failing ? res.writeHead(503).end('down') : res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function memory() {
  const articles: IngestedArticle[] = [];
  const states = new Map<string, SourceState>();
  const store: ArticleStore = {
    existingKeys: async (guidKeys, urls) => new Set([...guidKeys, ...urls].filter((key) => articles.some((a) => a.guidKey === key || a.canonicalUrl === key))),
    recentClusters: async () => [],
    insert: async (batch) => void articles.push(...batch),
  };
  const state: SourceStateStore = { get: async (id) => states.get(id), save: async (value) => void states.set(value.sourceId, value) };
  return { store, state, states };
}

describe('source health across failures, back-off and recovery', () => {
  const t0 = new Date('2025-03-04T12:00:00Z');
  const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
  let clock = t0;
  const mem = memory();
  let sources: ReturnType<typeof parseSourceList>;
  let worker: ReturnType<typeof createIngestWorker>;
  const health = () => sourcesHealth(sources, [...mem.states.values()], clock)[0]!;

  beforeAll(() => {
    sources = parseSourceList([
      { id: 'global-wire', name: 'Global Wire', url: `${origin}/rss`, homepage: 'https://globalwire.example/', intervalMinutes: 30, defaultCategory: 'world', internal: true },
    ]);
    worker = createIngestWorker({ sources, store: mem.store, state: mem.state, now: () => clock, fetcher: { random: () => 0, timeoutMs: 2_000 } });
  });

  it('is pending and healthy before its first poll', () => {
    expect(health()).toMatchObject({ status: 'pending', healthy: true, itemCount: 0, lastFetchAt: null, consecutiveFailures: 0, backoffUntil: null });
  });

  it('is ok after a poll that stored its articles', async () => {
    await worker.pollOnce();
    expect(health()).toMatchObject({ status: 'ok', healthy: true, itemCount: 4, lastFetchAt: t0.toISOString(), lastSuccessAt: t0.toISOString(), backoffUntil: null, lastError: null });
  });

  it('counts failures in a row and backs off; unhealthy from the third', async () => {
    failing = true;
    clock = minutes(30);
    await worker.pollOnce();
    // 30 min × 2^1 × jitter 0.75.
    expect(health()).toMatchObject({ status: 'failing', healthy: true, consecutiveFailures: 1, lastFetchAt: clock.toISOString(), lastSuccessAt: t0.toISOString(), backoffUntil: minutes(75).toISOString() });
    expect(health().lastError).toContain('503');
    // Not due during the back-off: nothing changes.
    clock = minutes(60);
    await worker.pollOnce();
    expect(health()).toMatchObject({ consecutiveFailures: 1, lastFetchAt: minutes(30).toISOString() });
    clock = minutes(75);
    await worker.pollOnce();
    expect(health()).toMatchObject({ consecutiveFailures: 2, healthy: true, backoffUntil: minutes(75 + 90).toISOString() });
    clock = minutes(165);
    await worker.pollOnce();
    expect(health()).toMatchObject({ status: 'failing', consecutiveFailures: 3, healthy: false, itemCount: 4 });
    expect(sourceSummary(health())).toEqual({ id: 'global-wire', name: 'Global Wire', site: 'https://globalwire.example/', itemCount: 4, healthy: false });
  });

  it('recovers at its next successful poll: healthy, no back-off, nothing stored twice', async () => {
    failing = false;
    clock = minutes(165 + 180);
    await worker.pollOnce();
    expect(health()).toMatchObject({ status: 'ok', healthy: true, consecutiveFailures: 0, lastError: null, backoffUntil: null, itemCount: 4, lastSuccessAt: clock.toISOString() });
    expect(health().nextFetchAt).toBe(minutes(165 + 180 + 30).toISOString());
  });
});

describe('sourceHealth', () => {
  const [source] = parseSourceList([{ id: 'a', name: 'A', url: 'https://a.example/rss', homepage: 'https://a.example/', defaultCategory: 'world' }]);
  const now = new Date('2025-03-04T12:00:00Z');

  it('calls a wait past its end no back-off, and an ok source never backing off', () => {
    const past = new Date(now.getTime() - 1);
    expect(sourceHealth(source!, { sourceId: 'a', failures: 2, nextFetchAt: past, lastError: 'x' }, now)).toMatchObject({ backoffUntil: null, status: 'failing' });
    expect(sourceHealth(source!, { sourceId: 'a', failures: 0, nextFetchAt: new Date(now.getTime() + 60_000), lastSuccessAt: now }, now).backoffUntil).toBeNull();
  });

  it('reads states kept before health was tracked (no lastFetchAt) as ok', () => {
    expect(sourceStatus({ sourceId: 'a', failures: 0, lastSuccessAt: now })).toBe('ok');
    expect(sourceStatus(undefined)).toBe('pending');
  });

  it('lists the configured sources in order and leaves out states of removed ones', () => {
    const list = sourcesHealth([source!], [{ sourceId: 'gone', failures: 9 }], now);
    expect(list.map((h) => h.id)).toEqual(['a']);
  });
});
