// GET /api/news/filtered through the gateway: 50 concurrent signed-in users (100 with reading
// history), side by side with a bare Fastify route (a child process) serving the same JSON from
// memory, in alternating rounds. `feed` seeds 10 000 articles, then runs the same feed load
// alone and while other users post engagement, reactions and bookmarks (the mixed run);
// `feed-scale` measures at 10 000, then adds 90 000 more and measures again. p95/p99 are
// computed from every response's time.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { ROOT, freePort, startFerretdb, startNats, type RunningEngine } from '../scripts/engines.js';
import { startStack, type RunningStack } from '../scripts/stack.js';
import { describeWrites, prepareWriters, writeLoad, type WriteRates } from './feed-writers.js';

/** `BENCH_CORPUS=starter`: the starter corpus (345 articles) and users without history, instead of 10 000 generated articles. */
const STARTER = process.env.BENCH_CORPUS === 'starter';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = 100;
const SEEN_PER_USER = 300;
const NEWS_DB = 'tidings-news';
const SOURCES = Array.from({ length: 40 }, (_, i) => `Bench Source ${i + 1}`);
/** Fictional: even generated bench articles put no words in real people's mouths. */
const PEOPLE = ['Mara Lindqvist', 'Tomas Okafor', 'Ines Halloran', 'Rafael Duarte', 'Yuki Tanabe'];
/**
 * The mixed run's other users and their steady writes per second: 5 a second by default, the
 * volume of the measurement (one user setting about 5 reactions a second), spread over
 * the three kinds; BENCH_WRITE_SCALE multiplies them.
 */
const WRITERS = 5;
const WRITE_SCALE = Number(process.env.BENCH_WRITE_SCALE ?? 1);
const WRITE_RATES: WriteRates = { engagement: 2 * WRITE_SCALE, reactions: 2 * WRITE_SCALE, bookmarks: 1 * WRITE_SCALE };
/** Pause after each mixed-run measurement: the last writes' events are consumed before the next one. */
const SETTLE_MS = 3_000;
const WORDS = 'market council river vote health school storm league orbit festival budget harbour vaccine rail museum chip summit climate'.split(' ');

interface Figures {
  rps: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Articles spread over the last 10 days, 19 categories, interest labels, 40 sources, some clusters. */
function articles(from: number, count: number, now: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const interest = INTEREST_CHOICES[1 + (i % (INTEREST_CHOICES.length - 1))]!;
    const words = Array.from({ length: 5 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' ');
    const person = i % 23 === 0 ? ` ${PEOPLE[i % PEOPLE.length]} spoke.` : '';
    const content = `Bench article ${i} about ${words}.${person} `.repeat(8).trim();
    return {
      title: `Bench story ${i}: ${words}`,
      content,
      image_url: `/api/news/covers/world/bench-${i}.svg`,
      source: SOURCES[i % SOURCES.length],
      sourceId: `bench-${i % SOURCES.length}`,
      sourceUrl: `https://bench.example/${i}`,
      category,
      categories: [category, interest],
      autoTags: [WORDS[i % WORDS.length]],
      publishedAt: new Date(now - ((i * 7919) % (10 * 86_400_000))),
      createdAt: new Date(now),
      impactScore: (i % 10) + 0.5,
      summaryQualityScore: 0.6,
      needsReview: false,
      viralityScore: i % 7,
      viralitySeed: 0,
      credibilityScore: 0.5 + (i % 5) / 10,
      recencyScore: 0.5,
      newsScore: (i * 13) % 100 / 10,
      politicalLeaningScore: 0,
      guidKey: `bench:${i}`,
      canonicalUrl: `https://bench.example/${i}`,
      clusterId: i % 10 === 0 ? `bench-cluster-${Math.floor(i / 30)}` : `bench-${i}`,
      summary: `Bench article ${i}.`,
      sentiment: ['positive', 'neutral', 'negative'][i % 3],
      sentimentScore: [0.5, 0, -0.5][i % 3],
      personalities: person ? [PEOPLE[i % PEOPLE.length]] : [],
    };
  });
}

async function seedArticles(mongoUrl: string, from: number, count: number): Promise<string[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const news = connection.db!.collection('news');
    const now = Date.now();
    const started = Date.now();
    for (let offset = 0; offset < count; offset += 2000) {
      await news.insertMany(articles(from + offset, Math.min(2000, count - offset), now), { ordered: false });
    }
    console.log(`  seeded ${count} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const recent = await news.find({}, { projection: { _id: 1 } }).sort({ publishedAt: -1 }).limit(3000).toArray();
    return recent.map((doc) => doc._id.toString());
  } finally {
    await connection.close();
  }
}

/** Reading history as the projection stores it (what svc-tracking's events would have written). */
async function seedHistory(mongoUrl: string, userIds: string[], articleIds: string[]): Promise<void> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const seen = connection.db!.collection('user_seen');
    const now = new Date();
    for (const [u, userId] of userIds.entries()) {
      const rows = Array.from({ length: SEEN_PER_USER }, (_, k) => ({
        userId,
        newsId: articleIds[(u * 37 + k * 3) % articleIds.length],
        kind: k % 4 === 0 ? 'read' : 'viewed',
        at: now,
        createdAt: now,
      }));
      await seen.insertMany(rows, { ordered: false }).catch(() => undefined);
    }
  } finally {
    await connection.close();
  }
}

async function registerUsers(baseUrl: string): Promise<Array<{ id: string; cookie: string }>> {
  const users: Array<{ id: string; cookie: string }> = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < USERS; i++) {
    const response = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `feed${stamp}${i}`, password: 'bench-password' }),
    });
    if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tidings_session='))!.split(';')[0]!;
    const { id } = (await response.json()) as { id: string };
    const interests = [INTEREST_CHOICES[1 + (i % 13)], INTEREST_CHOICES[1 + ((i + 5) % 13)], INTEREST_CHOICES[1 + ((i + 9) % 13)]];
    const preferences = await fetch(`${baseUrl}/api/user/preferences`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({ interests, followingPersonalities: [PEOPLE[i % PEOPLE.length]], blockedTopics: [WORDS[i % WORDS.length]], goodNewsMode: i % 10 === 0 }),
    });
    if (!preferences.ok) throw new Error(`preferences failed: ${preferences.status} ${await preferences.text()}`);
    users.push({ id, cookie });
  }
  return users;
}

async function startFloor(body: string, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const file = join(dir, 'floor-body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const code = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(${JSON.stringify(file)}, 'utf8');
    const app = Fastify({ logger: false });
    app.get('/floor', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: join(ROOT, 'svc-news'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`floor exited with ${exitCode}`)));
  });
  return { url: `http://127.0.0.1:${port}/floor`, child };
}

async function measure(url: string, cookies: string[]): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request, context: { cookie?: string }) => {
            context.cookie ??= cookies[next++ % cookies.length]!;
            return { ...request, path: `${new URL(url).pathname}?${Date.now()}`, headers: { ...request.headers, cookie: context.cookie } };
          },
        },
      ],
    }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p95: percentile(times, 95), p99: percentile(times, 99), errors: result.non2xx + result.errors + result.timeouts };
}

function mean(list: Figures[]): Figures {
  return {
    rps: list.reduce((s, f) => s + f.rps, 0) / list.length,
    p95: list.reduce((s, f) => s + f.p95, 0) / list.length,
    p99: list.reduce((s, f) => s + f.p99, 0) / list.length,
    errors: 0,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function row(label: string, f: Figures): string {
  return `${label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} req/s  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`;
}

interface Environment {
  dir: string;
  mongo: RunningEngine;
  nats: RunningEngine;
  stack?: RunningStack;
  floor?: ChildProcess;
}

async function startServices(env: Environment): Promise<RunningStack> {
  env.stack = await startStack({
    dataDir: env.dir,
    port: 0,
    mongoUrl: env.mongo.url,
    natsUrl: env.nats.url,
    // BENCH_WRITE_SCALE can push each writer past the per-user write default (600 a minute).
    env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', USER_RATE_LIMIT_WRITES: '1000000', INGESTION_ENABLED: 'false', CORPUS_ENABLED: String(STARTER) },
  });
  return env.stack;
}

async function waitForFeed(baseUrl: string, cookie: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/news/filtered?${Date.now()}`, { headers: { cookie } });
    const text = await response.text();
    if (response.ok && text.length > 2) return text;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the feed stayed empty');
}

/** The feed and the floor in alternating rounds; answers the feed's mean figures. */
async function compare(env: Environment, cookies: string[], data: string): Promise<Figures> {
  const stack = env.stack!;
  const gateway = stack.url.replace('localhost', '127.0.0.1');
  const body = await waitForFeed(gateway, cookies[0]!);
  // Let the projection catch up with the preference events and the history rows (≤ 10 s).
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const floor = await startFloor(body, env.dir);
  env.floor = floor.child;
  const targets = { floor: floor.url, feed: `${gateway}/api/news/filtered`, direct: `${stack.services['svc-news']}/api/news/filtered` };
  try {
    console.log(`GET /api/news/filtered via the gateway vs a bare Fastify route (${(body.length / 1024).toFixed(0)} KB page, ${JSON.parse(body).length} items)`);
    console.log(`${data}, ${CONNECTIONS} connections as distinct users, ${ROUNDS} rounds of ${SECONDS} s`);
    await measure(targets.floor, cookies);
    await measure(targets.feed, cookies);
    const all: Record<'floor' | 'feed' | 'direct', Figures[]> = { floor: [], feed: [], direct: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['floor', 'feed', 'direct'] as const) {
        const figures = await measure(targets[name], cookies);
        if (figures.errors) throw new Error(`${name}: ${figures.errors} failed requests`);
        all[name].push(figures);
        console.log(`  round ${round}  ${row(name, figures)}`);
      }
    }
    const floorMean = mean(all.floor);
    const feedMean = mean(all.feed);
    console.log(`  mean     ${row('floor (memory)', floorMean)}`);
    console.log(`  mean     ${row('feed (gateway)', feedMean)}`);
    console.log(`  mean     ${row('feed (svc-news direct)', mean(all.direct))}`);
    console.log(`  feed / floor = ${(feedMean.rps / floorMean.rps).toFixed(2)}  (aim ≥ 0.35), feed p99 ${feedMean.p99.toFixed(1)} ms (aim ≤ 50 ms)`);
    return feedMean;
  } finally {
    floor.child.kill();
    env.floor = undefined;
  }
}

/**
 * The same feed load alone and while WRITERS other users write at WRITE_RATES, in alternating
 * rounds (alone first in odd rounds, mixed first in even ones) so the machine's drift hits both.
 */
async function compareMixed(env: Environment, cookies: string[], articleIds: string[]): Promise<void> {
  const gateway = env.stack!.url.replace('localhost', '127.0.0.1');
  const feed = `${gateway}/api/news/filtered`;
  const startWrites = writeLoad(gateway, await prepareWriters(gateway, WRITERS), articleIds, WRITE_RATES);
  console.log(
    `\nGET /api/news/filtered alone vs while ${WRITERS} other users write: ${WRITE_RATES.engagement} engagement (views/reads), ` +
      `${WRITE_RATES.reactions} reactions, ${WRITE_RATES.bookmarks} bookmark adds/removals a second; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  const all: Record<'alone' | 'mixed', Figures[]> = { alone: [], mixed: [] };
  const run = async (name: 'alone' | 'mixed'): Promise<Figures> => {
    if (name === 'alone') return measure(feed, cookies);
    const writes = startWrites();
    await sleep(1_000);
    const figures = await measure(feed, cookies);
    console.log(`                writes: ${describeWrites(await writes.stop())}`);
    return figures;
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of round % 2 === 1 ? (['alone', 'mixed'] as const) : (['mixed', 'alone'] as const)) {
      const figures = await run(name);
      if (figures.errors) throw new Error(`${name}: ${figures.errors} failed requests`);
      all[name].push(figures);
      console.log(`  round ${round}  ${row(name === 'alone' ? 'feed alone' : 'feed + writes', figures)}  (load ${loadavg()[0]!.toFixed(1)})`);
      await sleep(SETTLE_MS);
    }
  }
  const alone = mean(all.alone);
  const mixed = mean(all.mixed);
  console.log(`  mean     ${row('feed alone', alone)}`);
  console.log(`  mean     ${row('feed + writes', mixed)}`);
  // Each round's pair runs back to back, so its ratio sees one state of a shared machine; the
  // median of those resists a load spike that lands on one run better than the ratio of means.
  const perRound = all.mixed.map((figures, i) => figures.rps / all.alone[i]!.rps);
  const median = [...perRound].sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
  console.log(`  mixed / alone = ${(mixed.rps / alone.rps).toFixed(2)} of the means; per round ${perRound.map((r) => r.toFixed(2)).join(', ')}, median ${median.toFixed(2)}  (aim ≥ 0.90)`);
}

async function withEnvironment(run: (env: Environment) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(ROOT, '.test-engines', 'bench-feed-'));
  const [mongo, nats] = await Promise.all([startFerretdb(join(dir, 'ferretdb')), startNats(join(dir, 'nats'))]);
  const env: Environment = { dir, mongo, nats };
  try {
    await run(env);
  } finally {
    env.floor?.kill();
    await env.stack?.stop();
    await Promise.all([mongo.stop(), nats.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function starterIds(mongoUrl: string): Promise<string[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    return (await connection.db!.collection('news').find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id.toString());
  } finally {
    await connection.close();
  }
}

async function prepare(env: Environment, articleCount: number): Promise<{ cookies: string[]; recentIds: string[] }> {
  // The services first: on an empty database their index builds take no time, where on 10 000
  // articles a loaded machine can push them past the start-up timeout. The feed picks the articles
  // up within FEED_POOL_TTL (waitForFeed), the seen sets catch up within 10 s (compare waits).
  const stack = await startServices(env);
  const gateway = stack.url.replace('localhost', '127.0.0.1');
  if (STARTER) return { cookies: (await registerUsers(gateway)).map((u) => u.cookie), recentIds: await starterIds(env.mongo.url) };
  const recentIds = await seedArticles(env.mongo.url, 0, articleCount);
  const users = await registerUsers(gateway);
  await seedHistory(env.mongo.url, users.map((u) => u.id), recentIds);
  return { cookies: users.map((u) => u.cookie), recentIds };
}

const describeData = (articleCount: number) =>
  STARTER ? `the starter corpus, ${USERS} users without history` : `${articleCount} articles, ${USERS} users with ${SEEN_PER_USER} seen each`;

export async function benchFeed(): Promise<void> {
  await withEnvironment(async (env) => {
    const { cookies, recentIds } = await prepare(env, 10_000);
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    await compare(env, cookies, describeData(10_000));
    await compareMixed(env, cookies, recentIds);
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  });
}

export async function benchFeedScale(): Promise<void> {
  await withEnvironment(async (env) => {
    const { cookies } = await prepare(env, 10_000);
    const small = await compare(env, cookies, describeData(10_000));
    // Restart svc-news (and the rest) on 100 000 articles: the same users, cookies and history.
    await env.stack!.stop();
    env.stack = undefined;
    await seedArticles(env.mongo.url, 10_000, 90_000);
    await startServices(env);
    const large = await compare(env, cookies, describeData(100_000));
    console.log(`  p95 at 100 000 / p95 at 10 000 = ${(large.p95 / small.p95).toFixed(2)}  (${large.p95.toFixed(1)} vs ${small.p95.toFixed(1)} ms; aim ≤ 1.5)`);
  });
}
