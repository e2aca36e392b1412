// GET /api/news/filtered through the gateway: 50 concurrent signed-in users (100 with reading
// history), side by side with a bare Fastify route (a child process) serving the same JSON from
// memory, in alternating rounds. `feed` seeds 10 000 articles, then runs the same feed load
// alone and while other users post engagement, reactions and bookmarks (the mixed run,
// feed-mixed.ts); `feed-scale` measures at 10 000, then adds 90 000 more and measures again.
// p95/p99 are computed from every response's time.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, startFerretdb, startNats, type RunningEngine, type RunningNats } from '../scripts/engines.js';
import { startStack, type RunningStack } from '../scripts/stack.js';
import { registerUsers, seedArticles, seedHistory, SEEN_PER_USER, starterIds, USERS } from './feed-data.js';
import { CONNECTIONS, mean, measure, row, ROUNDS, RUN_SECONDS, startFloor, type Figures } from './feed-measure.js';
import { compareMixed } from './feed-mixed.js';

/** `BENCH_CORPUS=starter`: the starter corpus (345 articles) and users without history, instead of 10 000 generated articles. */
const STARTER = process.env.BENCH_CORPUS === 'starter';

interface Environment {
  dir: string;
  mongo: RunningEngine;
  nats: RunningNats;
  stack?: RunningStack;
  floor?: ChildProcess;
}

async function startServices(env: Environment): Promise<RunningStack> {
  env.stack = await startStack({
    dataDir: env.dir,
    port: 0,
    mongoUrl: env.mongo.url,
    natsUrl: env.nats.url,
    natsClientUrls: env.nats.clientUrls,
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
    console.log(`${data}, ${CONNECTIONS} connections as distinct users, ${ROUNDS} rounds of ${RUN_SECONDS} s`);
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
    await compareMixed(env.stack!.url.replace('localhost', '127.0.0.1'), cookies, recentIds);
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
