// svc-news's Prometheus endpoint on the real engines: exactly its catalogue's families; RED by
// route template; ingestion per source, the LLM's calls, the feed's pool and caches, and the lag
// of its durable consumers — each moving with what happened.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familiesOf } from '@tidings/service-kit/metrics/catalogue';
import { scrapeMetrics } from '@tidings/service-kit/metrics/exposition';
import { userDeletedDurable } from '@tidings/service-kit/user-deleted-consumer';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, waitFor, type TestApp } from './test/helper.js';

const FEED = readFileSync(new URL('./ingestion/fixtures/global-wire.rss.xml', import.meta.url), 'utf8');

describe('svc-news metrics', () => {
  let t: TestApp;
  let port: number;
  let server: Server;
  let dir: string;
  let llmCalls = 0;

  beforeAll(async () => {
    // One feed that answers, one that is gone; an LLM endpoint that answers its first call only.
    server = createServer((request, response) => {
      if (request.url === '/wire.xml') {
        if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { etag: '"v1"' }).end();
        return response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' }).end(FEED);
      }
      if (request.url === '/v1/chat/completions') {
        request.resume();
        if (llmCalls++ > 0) return response.writeHead(500).end();
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'A short summary.' } }] }));
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'news-metrics-'));
    const source = (id: string, path: string) => ({ id, name: 'Same Name', url: `${origin}${path}`, homepage: origin, defaultCategory: 'world', intervalMinutes: 30, internal: true });
    writeFileSync(join(dir, 'sources.json'), JSON.stringify([source('wire', '/wire.xml'), source('gone', '/gone.xml')]));
    t = await build({ METRICS_PORT: '0', NEWS_SOURCES_FILE: join(dir, 'sources.json'), LLM_BASE_URL: `${origin}/v1`, LLM_API_KEY: 'test-key', LLM_MODEL: 'test-model' });
    port = t.app.metricsPort()!;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("exports exactly its catalogue's families", async () => {
    const scraped = await scrapeMetrics(port);
    expect([...scraped.families.keys()].sort()).toEqual(familiesOf('svc-news').map((metric) => metric.name).sort());
  });

  it('counts polls per source id (fetched, 304, failed), the articles they stored, and the LLM calls that followed', async () => {
    const reports = await t.app.ingestion.pollOnce();
    const stored = reports.find((report) => report.sourceId === 'wire')!.inserted;
    expect(stored).toBeGreaterThan(1);
    await t.app.summaries!.drain();
    await waitFor(() => llmCalls >= stored, 'the LLM calls');

    const scraped = await scrapeMetrics(port);
    expect(scraped.value('tidings_ingestion_fetches_total', { source: 'wire', result: 'fetched' })).toBe(1);
    expect(scraped.value('tidings_ingestion_fetches_total', { source: 'gone', result: 'failed' })).toBe(1);
    expect(scraped.value('tidings_ingestion_items_total', { source: 'wire' })).toBe(stored);
    expect(scraped.value('tidings_ingestion_items_total', { source: 'gone' })).toBe(0);
    expect(scraped.value('tidings_llm_calls_total', { result: 'ok' })).toBe(1);
    expect(scraped.value('tidings_llm_calls_total', { result: 'failed' })).toBe(stored - 1);
    expect(scraped.value('tidings_llm_fallbacks_total')).toBe(0);

    // Their last attempt fails too: those articles keep the extractive summary for good.
    const jobs = t.app.db.collection('summary_jobs');
    const waiting = await jobs.countDocuments({ state: 'pending' });
    expect(waiting).toBe(stored - 1);
    await jobs.updateMany({ state: 'pending' }, { $set: { attempts: 2, availableAt: new Date(0) } });
    await t.app.summaries!.drain();
    await waitFor(async () => (await scrapeMetrics(port)).value('tidings_llm_fallbacks_total') === waiting, 'the fallbacks');

    // Due again: the stored ETag gives a 304.
    await t.app.db.collection('source_states').updateMany({}, { $set: { nextFetchAt: new Date(0) } });
    await t.app.ingestion.pollOnce();
    const again = await scrapeMetrics(port);
    expect(again.value('tidings_ingestion_fetches_total', { source: 'wire', result: 'not_modified' })).toBe(1);
    expect(again.value('tidings_ingestion_fetches_total', { source: 'wire', result: 'fetched' })).toBe(1);
    expect(again.value('tidings_ingestion_fetches_total', { source: 'gone', result: 'failed' })).toBe(2);
  });

  it('counts the feed under its route template, the pool and its reloads, and the page and profile caches', async () => {
    await seed(t.app, [article(), article()]);
    const cookie = sessionCookie(t.keys.privateKey, { sub: 'metrics-reader' });
    const before = await scrapeMetrics(port);
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: '/api/news/filtered?limit=5', headers: { cookie } })).statusCode).toBe(200);
    const after = await scrapeMetrics(port);

    const red = { route: '/api/news/filtered', method: 'GET', status: '200' };
    expect(after.value('tidings_http_requests_total', red) - before.value('tidings_http_requests_total', red)).toBe(2);
    expect(after.value('tidings_feed_candidate_pool_articles')).toBeGreaterThan(0);
    expect(after.value('tidings_feed_candidate_pool_reloads_total')).toBeGreaterThanOrEqual(1);
    // The second request is answered from the first one's page; its profile from the cache.
    const delta = (name: string, cache: string) => after.value(name, { cache }) - before.value(name, { cache });
    expect([delta('tidings_cache_misses_total', 'feed_page'), delta('tidings_cache_hits_total', 'feed_page')]).toEqual([1, 1]);
    expect([delta('tidings_cache_misses_total', 'profile'), delta('tidings_cache_hits_total', 'profile')]).toEqual([1, 1]);
  });

  it('reports the lag of each durable consumer', async () => {
    const scraped = await scrapeMetrics(port);
    const consumers = scraped.labelsOf('tidings_jetstream_consumer_pending_messages').map((labels) => labels.consumer);
    expect(consumers.sort()).toEqual([`${t.config.CONSUMER_PREFIX}-engagement`, `${t.config.CONSUMER_PREFIX}-users`, userDeletedDurable(t.config.MONGO_DB)].sort());
  });
});
