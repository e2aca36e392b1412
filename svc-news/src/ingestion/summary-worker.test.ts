import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { build, sessionCookie, waitFor, type TestApp } from '../test/helper.js';

// A feed of ARTICLES stories, and a slow OpenAI-compatible stub that counts calls per title and
// the most calls it ever had in flight at once; while `gate` is closed it answers nothing.
const ARTICLES = 8;
const LLM_DELAY_MS = 100;
let gate: Promise<void> | undefined;
const item = (n: number) =>
  `<item><title>Harbour story number ${n} about the new ferry timetable</title><link>https://wire.example/story-${n}</link><guid>story-${n}</guid>` +
  `<pubDate>${new Date().toUTCString()}</pubDate><description>The harbour authority published a new ferry timetable for route ${n}. Crossings rise to six a day from May. Fares stay the same.</description></item>`;
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>${Array.from({ length: ARTICLES }, (_, n) => item(n)).join('')}</channel></rss>`;

let feedServer: Server;
let llmServer: Server;
let dir: string;
let sourcesFile: string;
let llmUrl: string;
const calls = new Map<string, number>();
let inFlight = 0;
let maxInFlight = 0;

function llm(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { messages: { content: string }[] };
    const title = /Title: (.*)/.exec(body.messages.at(-1)!.content)![1]!;
    calls.set(title, (calls.get(title) ?? 0) + 1);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    void Promise.resolve(gate).then(() => setTimeout(() => {
      inFlight--;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: `LLM summary of ${title}.` } }] }));
    }, LLM_DELAY_MS));
  });
}

beforeAll(async () => {
  feedServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS));
  llmServer = createServer(llm);
  await Promise.all([feedServer, llmServer].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  llmUrl = `http://127.0.0.1:${(llmServer.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'tidings-summaries-'));
  sourcesFile = join(dir, 'sources.json');
  // A loopback test server: the source says it is internal.
  writeFileSync(sourcesFile, JSON.stringify([{ id: 'wire', name: 'Wire', url: `${feedOrigin}/feed.xml`, homepage: feedOrigin, defaultCategory: 'world', internal: true }]));
});

afterAll(async () => {
  for (const server of [feedServer, llmServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  calls.clear();
  maxInFlight = 0;
});

async function start(env: Record<string, string> = {}) {
  const t = await build({ NEWS_SOURCES_FILE: sourcesFile, LLM_BASE_URL: llmUrl, LLM_API_KEY: 'key', LLM_MODEL: 'stub', LLM_TIMEOUT_MS: '5000', ...env });
  apps.push(t);
  return t;
}

const summaries = async (t: TestApp) => (await t.app.news.model.find({}, { title: 1, summary: 1 }).lean().exec()).map((a) => a.summary);

describe('LLM summaries fill in after ingestion', () => {
  it('stores and serves articles at once with the extractive summary while the LLM has not answered, then upgrades them', async () => {
    const t = await start({ LLM_CONCURRENCY: '2' });
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    try {
      // The LLM answers nothing until the gate opens: ingestion must finish without it.
      const [report] = await t.app.ingestion.pollOnce();
      expect(report).toMatchObject({ outcome: 'inserted', inserted: ARTICLES });
      const cookie = sessionCookie(t.keys.privateKey, { sub: 'reader' });
      const stored = await t.app.news.model.findOne({ guid: 'story-3' }).lean().exec();
      const served = await t.app.inject({ url: `/api/news/${stored!._id.toString()}/summary`, headers: { cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.json<{ summary: string }>().summary).toMatch(/ferry timetable/);
      expect(served.json<{ summary: string }>().summary).not.toMatch(/^LLM summary/);
      // Bounded: two calls wait on the stub, the other jobs wait in the queue.
      await waitFor(() => inFlight === 2, 'two LLM calls in flight');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(inFlight).toBe(2);

      open();
      await t.app.summaries!.drain();
      expect((await summaries(t)).every((s) => s.startsWith('LLM summary of Harbour story'))).toBe(true);
      const upgraded = await t.app.inject({ url: `/api/news/${stored!._id.toString()}/summary`, headers: { cookie } });
      expect(upgraded.json<{ summary: string }>().summary).toBe('LLM summary of Harbour story number 3 about the new ferry timetable.');
      expect(maxInFlight).toBe(2);
      expect([...calls.values()]).toEqual(Array.from({ length: ARTICLES }, () => 1));
    } finally {
      open();
      gate = undefined;
    }
  });

  it('stops at the hourly budget and leaves the rest queued for the next hour', async () => {
    const t = await start({ LLM_MAX_CALLS_PER_HOUR: '3', LLM_CONCURRENCY: '4' });
    await t.app.ingestion.pollOnce();
    await t.app.summaries!.drain();
    expect([...calls.values()].reduce((a, b) => a + b, 0)).toBe(3);
    expect((await summaries(t)).filter((s) => s.startsWith('LLM summary')).length).toBe(3);
    expect(await t.app.db.collection('summary_jobs').countDocuments({ state: 'pending' })).toBe(ARTICLES - 3);
    // Asked again within the hour, the queue waits: no call past the budget.
    await t.app.summaries!.drain();
    expect([...calls.values()].reduce((a, b) => a + b, 0)).toBe(3);
    const deferred = await t.app.db.collection('summary_jobs').find({ state: 'pending', availableAt: { $gt: new Date() } }).toArray();
    const nextHour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
    expect(deferred.map((job) => (job.availableAt as Date).getTime())).toContain(nextHour);
  });

  it('survives a restart: queued summaries are filled in by the next run, each article asked for once, across two instances', async () => {
    const db = `test-news-${randomUUID()}`;
    // The first run ingests and is stopped before any summary (its budget is spent at once).
    const first = await start({ MONGO_DB: db, LLM_MAX_CALLS_PER_HOUR: '1', LLM_CONCURRENCY: '1' });
    await first.app.ingestion.pollOnce();
    await first.app.summaries!.drain();
    // Closed like a process exit: the database stays (the test helper's close would drop it).
    apps.splice(apps.indexOf(first), 1);
    await first.app.close();
    expect(calls.size).toBe(1);
    // The hour's budget is shared: let the jobs be due now, and raise the budget for the new runs.
    await (await start({ MONGO_DB: db })).app.db.collection('summary_jobs').updateMany({ state: 'pending' }, { $set: { availableAt: new Date(0) } });
    const [a, b] = await Promise.all([start({ MONGO_DB: db, LLM_CONCURRENCY: '3' }), start({ MONGO_DB: db, LLM_CONCURRENCY: '3' })]);
    await Promise.all([a!.app.summaries!.drain(), b!.app.summaries!.drain()]);
    expect((await summaries(a!)).every((s) => s.startsWith('LLM summary'))).toBe(true);
    expect([...calls.values()]).toEqual(Array.from({ length: ARTICLES }, () => 1));
  });

  it('keeps the extractive summary when the endpoint is down, without holding ingestion', async () => {
    const t = await start({ LLM_BASE_URL: 'http://127.0.0.1:1', LLM_TIMEOUT_MS: '200' });
    const [report] = await t.app.ingestion.pollOnce();
    expect(report).toMatchObject({ outcome: 'inserted', inserted: ARTICLES });
    await t.app.summaries!.drain();
    expect((await summaries(t)).every((s) => /ferry timetable/.test(s))).toBe(true);
    // Failed calls are retried later with back-off, not in a tight loop.
    const jobs = await t.app.db.collection('summary_jobs').find({}).toArray();
    expect(jobs.every((job) => job.state === 'pending' && job.attempts === 1 && (job.availableAt as Date).getTime() > Date.now() + 60_000)).toBe(true);
  });
});

describe('LLM configuration', () => {
  const base = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222', AUTH_URL: 'http://127.0.0.1:4001', LLM_API_KEY: 'k', LLM_MODEL: 'm' };
  it.each(['https://api.example.com', 'http://127.0.0.1:11434', 'http://localhost:11434/v1', 'http://[::1]:8080'])('accepts %s', (url) => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: url })).not.toThrow();
  });
  it.each(['http://api.example.com', 'http://10.0.0.5:11434', 'http://169.254.169.254'])('refuses plain http to %s, saying why', (url) => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: url })).toThrow(/LLM_BASE_URL must be https:\/\//);
  });
  it.each([
    ['LLM_CONCURRENCY', '0'],
    ['LLM_CONCURRENCY', '17'],
    ['LLM_MAX_CALLS_PER_HOUR', '0'],
  ])('bounds %s (%s refused)', (name, value) => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'https://api.example.com', [name]: value })).toThrow(new RegExp(name));
  });
});
