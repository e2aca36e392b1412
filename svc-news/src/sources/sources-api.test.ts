// GET /api/sources and the internal /internal/sources on the real engines (FerretDB, NATS): the
// sources come from an OPML NEWS_SOURCES_FILE, their health from real polls of a local feed server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOURCES_HEALTH_PATH, sourcesHealthResponseSchema, sourcesResponseSchema } from '@tidings/contracts/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, sessionCookie, type TestApp } from '../test/helper.js';

const feed = readFileSync(new URL('../ingestion/fixtures/global-wire.rss.xml', import.meta.url), 'utf8');

describe('GET /api/sources on the real engines', () => {
  let server: Server;
  let dir: string;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    server = createServer((req, res) => (req.url === '/rss' ? res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed) : res.writeHead(500).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'sources-api-'));
    const opml = join(dir, 'subscriptions.opml');
    // OPML cannot say `internal`, and the local server is on loopback: these two polls fail like
    // any private address does, which is what a failing source needs here.
    writeFileSync(
      opml,
      `<opml version="2.0"><body><outline text="World"><outline text="Global Wire" xmlUrl="${origin}/rss" htmlUrl="https://globalwire.example/"/></outline>
       <outline text="Broken" xmlUrl="${origin}/broken"/></body></opml>`,
    );
    t = await build({ NEWS_SOURCES_FILE: opml });
    cookie = sessionCookie(t.keys.privateKey, { sub: 'reader' });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const publicList = async () => {
    const response = await t.app.inject({ url: '/api/sources', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return sourcesResponseSchema.parse(response.json());
  };

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/sources' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the configured sources, healthy and empty, before any poll', async () => {
    expect(await publicList()).toEqual([
      { id: 'global-wire', name: 'Global Wire', site: 'https://globalwire.example/', itemCount: 0, healthy: true },
      { id: 'broken', name: 'Broken', site: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), itemCount: 0, healthy: true },
    ]);
  });

  it('shows only the short view publicly and the kept detail internally, read back from the database', async () => {
    // Stored articles come from the health the worker keeps; a second app reads the same database.
    const states = t.app.newsSources.states;
    await states.save({ sourceId: 'global-wire', failures: 0, lastSuccessAt: new Date('2025-03-04T12:00:00Z'), lastFetchAt: new Date('2025-03-04T12:00:00Z'), itemsStored: 7 });
    const backoff = new Date(Date.now() + 3_600_000);
    await states.save({ sourceId: 'broken', failures: 3, lastError: 'HTTP 500', lastFetchAt: new Date('2025-03-04T12:05:00Z'), nextFetchAt: backoff });
    const list = await publicList();
    expect(list.map(({ id, itemCount, healthy }) => ({ id, itemCount, healthy }))).toEqual([
      { id: 'global-wire', itemCount: 7, healthy: true },
      { id: 'broken', itemCount: 0, healthy: false },
    ]);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['healthy', 'id', 'itemCount', 'name', 'site']);

    const internal = sourcesHealthResponseSchema.parse((await t.app.inject({ url: SOURCES_HEALTH_PATH })).json());
    expect(internal[1]).toMatchObject({ status: 'failing', consecutiveFailures: 3, lastError: 'HTTP 500', backoffUntil: backoff.toISOString(), lastFetchAt: '2025-03-04T12:05:00.000Z', lastSuccessAt: null });
  });

  it('counts a poll refused by the outbound guard as a failure (OPML sources are public-only)', async () => {
    await t.app.newsSources.states.save({ sourceId: 'global-wire', failures: 0 });
    const reports = await t.app.ingestion.pollOnce();
    expect(reports.find((r) => r.sourceId === 'global-wire')).toMatchObject({ outcome: 'failed' });
    const internal = sourcesHealthResponseSchema.parse((await t.app.inject({ url: SOURCES_HEALTH_PATH })).json());
    expect(internal[0]).toMatchObject({ status: 'failing', consecutiveFailures: 1, backoffUntil: expect.any(String), lastFetchAt: expect.any(String) });
  });

  it('is not in the OpenAPI document as an internal route, and /api/sources is', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/sources');
    expect(Object.keys(document.paths)).not.toContain(SOURCES_HEALTH_PATH);
  });
});

describe('source health kept by real polls on the real engines', () => {
  let failing = false;
  let server: Server;
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    server = createServer((_req, res) => (failing ? res.writeHead(503).end('down') : res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'sources-health-'));
    const file = join(dir, 'sources.json');
    writeFileSync(file, JSON.stringify([{ id: 'global-wire', name: 'Global Wire', url: `${origin}/rss`, homepage: 'https://globalwire.example/', defaultCategory: 'world', internal: true, intervalMinutes: 5 }]));
    t = await build({ NEWS_SOURCES_FILE: file });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const health = async () => sourcesHealthResponseSchema.parse((await t.app.inject({ url: SOURCES_HEALTH_PATH })).json())[0]!;

  it('stores the count of articles, then the failure and its back-off, then the recovery', async () => {
    expect((await t.app.ingestion.pollOnce())[0]).toMatchObject({ outcome: 'inserted', inserted: 4 });
    expect(await health()).toMatchObject({ status: 'ok', itemCount: 4, healthy: true, consecutiveFailures: 0 });
    const cookie = sessionCookie(t.keys.privateKey, { sub: 'reader' });
    expect(sourcesResponseSchema.parse((await t.app.inject({ url: '/api/sources', headers: { cookie } })).json())).toEqual([
      { id: 'global-wire', name: 'Global Wire', site: 'https://globalwire.example/', itemCount: 4, healthy: true },
    ]);

    failing = true;
    // Due again: the stored state says when, so move it to now rather than waiting five minutes.
    const due = async () => t.app.newsSources.states.save({ ...(await t.app.newsSources.states.get('global-wire'))!, nextFetchAt: new Date(Date.now() - 1) });
    await due();
    expect((await t.app.ingestion.pollOnce())[0]).toMatchObject({ outcome: 'failed' });
    const failed = await health();
    expect(failed).toMatchObject({ status: 'failing', consecutiveFailures: 1, itemCount: 4, lastError: expect.stringContaining('503') });
    expect(Date.parse(failed.backoffUntil!)).toBeGreaterThan(Date.now());

    failing = false;
    await due();
    await t.app.ingestion.pollOnce();
    expect(await health()).toMatchObject({ status: 'ok', consecutiveFailures: 0, backoffUntil: null, lastError: null, itemCount: 4 });
  });
});
