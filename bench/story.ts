// GET /api/news/{id}/story through the gateway on the starter corpus: 50 concurrent signed-in
// users over every article of the corpus's multi-article stories, first with no reading history,
// then with each user having read the first article of every story (rows written as the
// projection writes them, dated just after that article, so newer articles are compared sentence
// by sentence). p50/p95/p99 from every response's time; the aim is p95 ≤ 50 ms. GET /api/news/{id}
// on the same articles is measured beside them: what one read by `_id` costs on the machine today.
// The rounds run the connections back to back (the server saturated: p95 is mostly queueing); the
// last runs them at a steady STEADY_RATE, as many readers opening stories at their own pace would.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ROOT, startFerretdb, startNats } from '../scripts/engines.js';
import { startStack, type RunningStack } from '../scripts/stack.js';
import { registerUsers } from './feed-data.js';
import { CONNECTIONS, ROUNDS, RUN_SECONDS } from './feed-measure.js';

const NEWS_DB = 'tidings-news';
/** Requests per second of the steady run: well under what the saturated rounds reach on 2 cores. */
const STEADY_RATE = Number(process.env.BENCH_STORY_RATE ?? 500);

interface Story {
  ids: string[];
  first: { id: string; publishedAt: Date };
}

/** The corpus's stories of two or more articles (by cluster), each with its oldest article. */
async function corpusStories(mongoUrl: string): Promise<Story[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const rows = await connection.db!.collection('news').find({}, { projection: { _id: 1, clusterId: 1, publishedAt: 1 } }).toArray();
    const byCluster = new Map<string, Array<{ id: string; publishedAt: Date }>>();
    for (const row of rows) {
      const list = byCluster.get(row.clusterId as string) ?? [];
      list.push({ id: row._id.toString(), publishedAt: row.publishedAt as Date });
      byCluster.set(row.clusterId as string, list);
    }
    return [...byCluster.values()]
      .filter((list) => list.length > 1)
      .map((list) => {
        const sorted = list.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
        return { ids: sorted.map((a) => a.id), first: sorted[0]! };
      });
  } finally {
    await connection.close();
  }
}

async function seedReads(mongoUrl: string, userIds: string[], stories: Story[]): Promise<void> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const now = new Date();
    const rows = userIds.flatMap((userId) => stories.map((story) => ({ userId, newsId: story.first.id, kind: 'read', at: new Date(story.first.publishedAt.getTime() + 60_000), createdAt: now })));
    await connection.db!.collection('user_seen').insertMany(rows, { ordered: false });
  } finally {
    await connection.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(gateway: string, cookies: string[], ids: string[], suffix = '/story', overallRate?: number): Promise<{ rps: number; p50: number; p95: number; p99: number; errors: number }> {
  const times: number[] = [];
  let nextCookie = 0;
  let nextId = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: gateway,
        connections: CONNECTIONS,
        duration: RUN_SECONDS,
        ...(overallRate ? { overallRate } : {}),
        requests: [
          {
            setupRequest: (request, context: { cookie?: string }) => {
              context.cookie ??= cookies[nextCookie++ % cookies.length]!;
              return { ...request, path: `/api/news/${ids[nextId++ % ids.length]}${suffix}`, headers: { ...request.headers, cookie: context.cookie } };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors: result.non2xx + result.errors + result.timeouts };
}

async function rounds(label: string, gateway: string, cookies: string[], ids: string[], suffix = '/story', overallRate?: number): Promise<void> {
  await measure(gateway, cookies, ids, suffix, overallRate);
  const all: Array<Awaited<ReturnType<typeof measure>>> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const figures = await measure(gateway, cookies, ids, suffix, overallRate);
    if (figures.errors) throw new Error(`${label}: ${figures.errors} failed requests`);
    all.push(figures);
    console.log(`  round ${round}  ${label.padEnd(24)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms`);
  }
  const mean = (key: 'rps' | 'p50' | 'p95' | 'p99') => all.reduce((sum, f) => sum + f[key], 0) / all.length;
  console.log(`  mean     ${label.padEnd(24)} ${mean('rps').toFixed(0).padStart(6)} req/s  p50 ${mean('p50').toFixed(1)} ms  p95 ${mean('p95').toFixed(1)} ms  p99 ${mean('p99').toFixed(1)} ms  (aim p95 ≤ 50 ms)`);
}

export async function benchStory(): Promise<void> {
  const dir = mkdtempSync(join(ROOT, '.test-engines', 'bench-story-'));
  const [mongo, nats] = await Promise.all([startFerretdb(join(dir, 'ferretdb')), startNats(join(dir, 'nats'))]);
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      dataDir: dir,
      port: 0,
      mongoUrl: mongo.url,
      natsUrl: nats.url,
      natsClientUrls: nats.clientUrls,
      env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', INGESTION_ENABLED: 'false', CORPUS_ENABLED: 'true' },
    });
    const gateway = stack.url.replace('localhost', '127.0.0.1');
    const users = await registerUsers(gateway);
    const stories = await corpusStories(mongo.url);
    const ids = stories.flatMap((story) => story.ids);
    // Half the users have read the first article of every story, written before any of them asks
    // (as the projection writes rows: an instance learns of its own writes and the others' notes,
    // not of rows put straight into the database under a cached answer).
    const half = Math.floor(users.length / 2);
    const fresh = users.slice(0, half).map((user) => user.cookie);
    const readers = users.slice(half);
    await seedReads(mongo.url, readers.map((user) => user.id), stories);
    const cookies = fresh;
    // The first call links the pool's stories (from the entities stored with each article).
    const started = Date.now();
    const first = await fetch(`${gateway}/api/news/${ids[0]}/story`, { headers: { cookie: cookies[0]! } });
    if (!first.ok) throw new Error(`story: ${first.status} ${await first.text()}`);
    console.log(`GET /api/news/{id}/story via the gateway: the starter corpus, ${stories.length} stories of 2+ articles (${ids.length} articles), ${CONNECTIONS} connections as distinct users, ${ROUNDS} rounds of ${RUN_SECONDS} s`);
    console.log(`  first call (links the candidates' stories): ${Date.now() - started} ms`);
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    // The same articles alone (GET /api/news/{id}: one read by _id), for what the machine gives today.
    await rounds('article alone (baseline)', gateway, cookies, ids, '');
    await rounds('no prior read', gateway, cookies, ids);
    const newest = stories.map((story) => story.ids[story.ids.length - 1]!);
    let developments = 0;
    let highlights = 0;
    for (const id of newest) {
      const view = (await (await fetch(`${gateway}/api/news/${id}/story`, { headers: { cookie: readers[0]!.cookie } })).json()) as { newSinceRead: { developments: number; highlights: unknown[] } | null };
      developments += view.newSinceRead?.developments ?? 0;
      highlights += view.newSinceRead?.highlights.length ?? 0;
    }
    console.log(`  a reader of every story's first article: ${developments} developments, ${highlights} highlighted sentences over the ${stories.length} stories`);
    await rounds('with a prior read', gateway, readers.map((user) => user.cookie), ids);
    console.log(`  steady: ${STEADY_RATE} req/s over the same ${CONNECTIONS} users (BENCH_STORY_RATE)`);
    await rounds('article alone, steady', gateway, cookies, ids, '', STEADY_RATE);
    await rounds('story with a read, steady', gateway, readers.map((user) => user.cookie), ids, '/story', STEADY_RATE);
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await stack?.stop();
    await Promise.all([mongo.stop(), nats.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
