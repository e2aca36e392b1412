// What each of the feed's in-memory caches saves a feed request, side by side in one run: the
// cached answer against the database read that would replace it if the cache were dropped (the
// alternative to keeping it in step across instances). 10 000 articles, 100 users with 300 seen
// each (the `feed` benchmark's data), on the embedded FerretDB; 8 callers at once (2 for the
// reads) for 3 s each; a slow read started before the end is waited for and counted in the rate.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ROOT, startFerretdb } from '../scripts/engines.js';
import { CandidatePool } from '../svc-news/src/feed/candidate-pool.js';
import { POOL_PROJECTION } from '../svc-news/src/feed/pool-article.js';
import { NewsRepository } from '../svc-news/src/news/news-repository.js';
import { ProfileStore } from '../svc-news/src/projection/profile-store.js';
import { SeenStore } from '../svc-news/src/projection/seen-store.js';
import { seedArticles, seedHistory, SEEN_PER_USER, USERS } from './feed-data.js';

const CALLERS = 8;
/** The reads a dropped cache would cost take seconds each on FerretDB v1: fewer callers keep the run short. */
const UNCACHED_CALLERS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Timing {
  ops: number;
  p50: number;
  p95: number;
}

async function time(task: (i: number) => Promise<unknown>, callers = CALLERS): Promise<Timing> {
  const times: number[] = [];
  const startedAt = performance.now();
  const end = Date.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await task(n++);
        times.push(performance.now() - started);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0;
  return { ops: times.length / elapsedSeconds, p50: at(0.5), p95: at(0.95) };
}

const show = (label: string, t: Timing) => `${label.padEnd(34)} ${t.ops.toFixed(1).padStart(10)} /s   p50 ${t.p50.toFixed(2).padStart(8)} ms   p95 ${t.p95.toFixed(2).padStart(8)} ms`;

function compare(name: string, cached: Timing, uncached: Timing): void {
  console.log(`${name}`);
  console.log(`  ${show('cached (as shipped)', cached)}`);
  console.log(`  ${show('dropped (a read per request)', uncached)}`);
  console.log(`  the cache answers ${(cached.ops / uncached.ops).toFixed(0)}× as many, p95 ${(uncached.p95 / Math.max(cached.p95, 0.001)).toFixed(0)}× lower`);
}

export async function benchFeedCaches(): Promise<void> {
  const dir = mkdtempSync(join(ROOT, '.test-engines', 'bench-caches-'));
  const mongo = await startFerretdb(join(dir, 'ferretdb'));
  const connection = await mongoose.createConnection(mongo.url, { dbName: 'tidings-news', autoIndex: false, autoCreate: false }).asPromise();
  try {
    const news = new NewsRepository(connection);
    const seen = new SeenStore(connection);
    const profiles = new ProfileStore(connection);
    await Promise.all([news.init(), seen.init(), profiles.init()]);
    const ids = await seedArticles(mongo.url, 0, 10_000);
    const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
    await seedHistory(mongo.url, users, ids);
    const now = Date.now();
    for (const userId of users) await profiles.apply(userId, { interests: ['world', 'science'], followingPersonalities: [], blockedTopics: ['sports'], goodNewsMode: false }, new Date(now));
    await seen.prime();
    const seenModel = connection.model('UserSeen');
    const pool = new CandidatePool(news, { ttlMs: 30_000 });
    await pool.get();
    console.log(`10 000 articles, ${USERS} users with ${SEEN_PER_USER} seen each, ${CALLERS} callers (${UNCACHED_CALLERS} for the reads), ${SECONDS} s each; machine load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    const user = (i: number) => users[i % users.length]!;
    compare('seen set (user_seen)', await time((i) => seen.seenIds(user(i))), await time((i) => seenModel.find({ userId: user(i) }, { newsId: 1 }).sort({ createdAt: -1 }).limit(20_000).lean().exec(), UNCACHED_CALLERS));
    compare('profile (user_profiles)', await time((i) => profiles.get(user(i))), await time((i) => profiles.snapshots.newest(user(i)), UNCACHED_CALLERS));
    const windowStart = new Date(Date.now() - 14 * 86_400_000);
    compare('candidate pool (news)', await time(() => pool.get()), await time(() => news.model.find({ publishedAt: { $gte: windowStart } }, POOL_PROJECTION).sort({ publishedAt: -1 }).limit(5000).lean().exec(), UNCACHED_CALLERS));
  } finally {
    await connection.close();
    await mongo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
