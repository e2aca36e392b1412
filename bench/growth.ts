// Whether a user's costs stay flat as the data grows: the embedded database reads an index for a
// filter on an indexed field instead of the whole collection, so what one user's call costs should
// depend on what that user has, not on what everyone has. Two sizes (BENCH_GROWTH_SIZES, default
// 10 000 and 1 000 000 tracking events, over BENCH_GROWTH_USERS = 2 000 users, with engagement,
// seen history, reads, sessions, reading days and bookmarks in proportion: bench/growth-seed.ts),
// each on a fresh stack, one after the other in one run, measured once the stack is idle:
//   1. find({ userId }) through the driver on every per-user collection of svc-tracking and on
//      svc-news's bookmarks;
//   2. GET /api/user/export through the gateway;
//   3. DELETE /api/user of three users in turn, each timed until svc-tracking and svc-news have
//      erased the user's rows (the databases polled with the driver);
//   4. the retention sweep's query shape (svc-tracking/src/retention/event-retention.ts: ids of
//      events stored before the cutoff, limit one batch, then deleteMany by _id $in), with nothing
//      expired and with one batch expired (inserted last: where a scan finds them latest);
//   5. GET /api/news/filtered (the feed) for the probe users;
//   6. the event intake: POST /api/events/batch under autocannon as bench/events.ts sends it
//      (BENCH_GROWTH_INTAKE_S seconds, default 5).
// The users measured ("probes") are registered through the API and hold the same rows at every
// size — the average share at the largest size, so a typical user there — while everyone else's
// share grows with the size: a ratio then compares one user's call over more data, like with like.
// Prints one table: each figure per size, the ratio largest / smallest, the aim (per-user figures
// ≤ 1.5×, judged on the medians; the export's p95 < 1 s at the largest size; intake ≥ 20 000
// events/s at every size).
// Quick run: BENCH_GROWTH_SIZES=2000,20000 npm run bench -- growth
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { ROOT } from '../scripts/engines.js';
import { startStack, type RunningStack } from '../scripts/stack.js';
import { articleIds, batchBody, CONNECTIONS, EVENTS_PER_BATCH, INTAKE_LOAD_ENV, signIn } from './events.js';
import { indexNames, KIND_NAMES, KINDS, NEWS_DB, seed, shareOf, syntheticUserIds, type Counts, type Kind } from './growth-seed.js';
import { printTable, sizeLabel } from './growth-report.js';
import { cpuMeter, stackProcesses, untilIdle } from './process-cpu.js';
import { repeat, sleep, timed, timings, type Timings } from './stats.js';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,1000000').split(',').map(Number);
const USERS = Number(process.env.BENCH_GROWTH_USERS ?? 2000);
const INTAKE_SECONDS = Number(process.env.BENCH_GROWTH_INTAKE_S ?? 5);
/** The password bench/events.ts's signIn registers users with. */
const PASSWORD = 'bench-password';
/** Registered users measured, all reading the feed: the first for the finds and the export, then those erased, last the intake's. */
const ERASED = 3;
const PROBES = 2 + ERASED;
const FIND_RUNS = 30;
const EXPORT_RUNS = 10;
const FEED_CALLS = 100;
const RETENTION_RUNS = 10;
const EXPIRED_RUNS = 5;
const DAY_MS = 86_400_000;
/** svc-tracking's defaults: TRACKING_EVENTS_RETENTION (180 d) and TRACKING_EVENTS_RETENTION_BATCH. */
const RETENTION_MS = 180 * DAY_MS;
const RETENTION_BATCH = 2_000;
const ERASE_LIMIT_MS = 120_000;

export interface SizeFigures {
  rows: number;
  seedSeconds: number;
  /** The database's CPU milliseconds per 1 000 rows seeded: what a busy machine changes least. */
  seedCpuPer1000: number;
  finds: Record<Kind, Timings>;
  exportMs: Timings;
  eraseAnswer: Timings;
  erased: Timings;
  retentionNone: Timings;
  retentionBatch: Timings;
  feed: Timings;
  intake: number;
}

interface Probe {
  id: string;
  cookie: string;
}


const collectionOf = (mongo: MongoClient, kind: Kind) => mongo.db(KINDS[kind].db).collection(KINDS[kind].collection);

/** Registers the probe users through the gateway (bench/events.ts's signIn) and reads their ids. */
async function registerProbes(base: string): Promise<Probe[]> {
  const stamp = Date.now().toString(36);
  const probes: Probe[] = [];
  for (let i = 0; i < PROBES; i++) {
    const cookie = await signIn(base, `growth${stamp}${i}`);
    const response = await fetch(`${base}/api/user`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/user failed: ${response.status} ${await response.text()}`);
    probes.push({ id: ((await response.json()) as { id: string }).id, cookie });
  }
  return probes;
}

async function newsIds(mongo: MongoClient): Promise<string[]> {
  return (await mongo.db(NEWS_DB).collection('news').find({}, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id));
}

/** 1. find({ userId }) on each collection, the collections in turn round after round. */
async function measureFinds(mongo: MongoClient, userId: string, share: Counts): Promise<Record<Kind, Timings>> {
  const times = Object.fromEntries(KIND_NAMES.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  for (let run = -1; run < FIND_RUNS; run++) {
    for (const kind of KIND_NAMES) {
      let found = 0;
      const ms = await timed(async () => (found = (await collectionOf(mongo, kind).find({ userId }).toArray()).length));
      if (found !== share[kind]) throw new Error(`find ${KINDS[kind].collection}: ${found} rows of the probe user, seeded ${share[kind]}`);
      if (run >= 0) times[kind].push(ms);
    }
  }
  return Object.fromEntries(KIND_NAMES.map((kind) => [kind, timings(times[kind])])) as Record<Kind, Timings>;
}

/** 2. GET /api/user/export; answers its timings and the first answer's size and event count. */
async function measureExport(base: string, probe: Probe): Promise<{ times: Timings; bytes: number; events: number }> {
  let body = '';
  const times = await repeat(EXPORT_RUNS, async () => {
    const response = await fetch(`${base}/api/user/export`, { headers: { cookie: probe.cookie } });
    body = await response.text();
    if (!response.ok) throw new Error(`export failed: ${response.status} ${body}`);
  });
  const events = (JSON.parse(body) as { tracking: { events: unknown[] } }).tracking.events.length;
  return { times: timings(times), bytes: body.length, events };
}

/** Waits until no collection holds a row of the user (the collections one after the other: rows gone stay gone). */
async function untilErased(mongo: MongoClient, userId: string, deadline: number): Promise<void> {
  for (const kind of KIND_NAMES) {
    while (await collectionOf(mongo, kind).findOne({ userId }, { projection: { _id: 1 } })) {
      if (Date.now() > deadline) throw new Error(`the deleted user's ${KINDS[kind].collection} rows were not erased within ${ERASE_LIMIT_MS} ms`);
      await sleep(10);
    }
  }
}

/** 3. DELETE /api/user: the answer, and until the services have erased the user's rows. */
async function eraseOne(base: string, mongo: MongoClient, probe: Probe): Promise<{ answerMs: number; erasedMs: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/user`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', cookie: probe.cookie, origin: base },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`DELETE /api/user failed: ${response.status} ${await response.text()}`);
  const answerMs = performance.now() - started;
  await untilErased(mongo, probe.id, Date.now() + ERASE_LIMIT_MS);
  return { answerMs, erasedMs: performance.now() - started };
}

/** The erasure of each of `probes`, one after the other. */
async function measureErasure(base: string, mongo: MongoClient, probes: readonly Probe[]): Promise<{ answer: Timings; erased: Timings }> {
  const runs: Array<{ answerMs: number; erasedMs: number }> = [];
  for (const probe of probes) runs.push(await eraseOne(base, mongo, probe));
  return { answer: timings(runs.map((run) => run.answerMs)), erased: timings(runs.map((run) => run.erasedMs)) };
}

/** svc-tracking's retention batch, as TrackingEventRepository does it: ids before the cutoff, then those deleted. */
async function retentionBatch(mongo: MongoClient, cutoff: Date): Promise<number> {
  const events = collectionOf(mongo, 'events');
  const ids = (await events.find({ createdAt: { $lt: cutoff } }, { projection: { _id: 1 } }).limit(RETENTION_BATCH).toArray()).map((doc) => doc._id);
  if (ids.length === 0) return 0;
  return (await events.deleteMany({ _id: { $in: ids }, createdAt: { $lt: cutoff } })).deletedCount;
}

/** One batch of events stored before the cutoff (a user who never signed in). */
async function insertExpired(mongo: MongoClient, storedAt: Date): Promise<void> {
  const userId = syntheticUserIds(1)[0]!;
  const docs = Array.from({ length: RETENTION_BATCH }, (_, i) => ({
    eventId: randomUUID(),
    userId,
    sessionId: randomUUID(),
    storyId: null,
    eventType: 'card_view',
    eventData: { position: i },
    ts: storedAt,
    createdAt: storedAt,
  }));
  await collectionOf(mongo, 'events').insertMany(docs, { ordered: false });
}

/** 4. The retention sweep with nothing expired, then with one batch expired (inserted untimed before each). */
async function measureRetention(mongo: MongoClient): Promise<{ none: Timings; batch: Timings }> {
  const cutoff = () => new Date(Date.now() - RETENTION_MS);
  const none = await repeat(RETENTION_RUNS, async () => {
    const deleted = await retentionBatch(mongo, cutoff());
    if (deleted !== 0) throw new Error(`the retention found ${deleted} expired events where none was`);
  });
  const batch: number[] = [];
  for (let run = 0; run < EXPIRED_RUNS; run++) {
    await insertExpired(mongo, new Date(Date.now() - RETENTION_MS - 20 * DAY_MS));
    let deleted = 0;
    batch.push(await timed(async () => (deleted = await retentionBatch(mongo, cutoff()))));
    if (deleted !== RETENTION_BATCH) throw new Error(`the retention deleted ${deleted} of ${RETENTION_BATCH} expired events`);
  }
  return { none: timings(none), batch: timings(batch) };
}

/** 5. The feed, the probe users in turn. */
async function measureFeed(base: string, probes: readonly Probe[]): Promise<Timings> {
  const feedOf = async (probe: Probe) => {
    const response = await fetch(`${base}/api/news/filtered?${Date.now()}`, { headers: { cookie: probe.cookie } });
    const body = await response.text();
    if (!response.ok) throw new Error(`feed failed: ${response.status} ${body}`);
  };
  for (const probe of probes) await feedOf(probe);
  return timings(await repeat(FEED_CALLS, (run) => feedOf(probes[Math.max(0, run) % probes.length]!)));
}

/** 6. Events accepted per second by POST /api/events/batch (bench/events.ts's batches), after a second's warm-up. */
async function measureIntake(base: string, probe: Probe): Promise<{ rate: number; failed: number }> {
  const storyIds = await articleIds(base, probe.cookie, 17);
  const sessionId = randomUUID();
  const run = (duration: number) =>
    autocannon({
      url: `${base}/api/events/batch`,
      connections: CONNECTIONS,
      duration,
      headers: { cookie: probe.cookie, 'content-type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: batchBody(sessionId, storyIds).body }) }],
    });
  await run(1);
  const result = await run(INTAKE_SECONDS);
  return { rate: (result['2xx'] * EVENTS_PER_BATCH) / (result.duration || INTAKE_SECONDS), failed: result.non2xx + result.errors + result.timeouts };
}

/** Seeds `events` events around the probes and measures everything, on the running stack. */
async function measureStack(stack: RunningStack, dataDir: string, events: number, share: Counts): Promise<SizeFigures> {
  const label = sizeLabel(events);
  const mongo = new MongoClient(stack.mongoUrl);
  try {
    const processes = stackProcesses(dataDir, stack.natsUrl);
    const settledMs = await untilIdle(processes);
    const base = stack.url.replace('localhost', '127.0.0.1');
    const probes = await registerProbes(base);
    const userIds = [...probes.map((probe) => probe.id), ...syntheticUserIds(USERS - PROBES)];
    const articles = await newsIds(mongo);
    const seedStarted = performance.now();
    const seedCpu = cpuMeter(processes);
    const stored = await seed(mongo, { events, userIds, probes: PROBES, probeShare: share, articleIds: articles });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows = Object.values(stored).reduce((sum, n) => sum + n, 0);
    const seedCpuPer1000 = ((seedCpu().get('ferretdb') ?? 0) / rows) * 1000;
    console.log(`${label}: stack idle ${(settledMs / 1000).toFixed(0)} s after its start; seeded ${rows} rows (${KIND_NAMES.map((kind) => `${stored[kind]} ${KINDS[kind].collection}`).join(', ')}) in ${seedSeconds.toFixed(1)} s (${(rows / seedSeconds).toFixed(0)} rows/s; the database's CPU ${seedCpuPer1000.toFixed(0)} ms per 1000 rows)`);
    console.log(`${label}: indexes: ${await indexNames(mongo)}`);
    const idleMs = await untilIdle(processes);

    const finds = await measureFinds(mongo, probes[0]!.id, share);
    const exported = await measureExport(base, probes[0]!);
    const feed = await measureFeed(base, probes);
    const retention = await measureRetention(mongo);
    const erasure = await measureErasure(base, mongo, probes.slice(1, 1 + ERASED));
    const intake = await measureIntake(base, probes.at(-1)!);
    console.log(
      `${label}: measured from ${(idleMs / 1000).toFixed(0)} s after seeding (idle); the export holds ${exported.events} events (${(exported.bytes / 1024).toFixed(0)} KB); ` +
        `intake non-2xx/errors ${intake.failed}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );
    return {
      rows,
      seedSeconds,
      seedCpuPer1000,
      finds,
      exportMs: exported.times,
      eraseAnswer: erasure.answer,
      erased: erasure.erased,
      retentionNone: retention.none,
      retentionBatch: retention.batch,
      feed,
      intake: intake.rate,
    };
  } finally {
    await mongo.close();
  }
}

async function measureSize(events: number, share: Counts): Promise<SizeFigures> {
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-growth-'));
  const stack = await startStack({
    dataDir,
    port: 0,
    // The service's own retention runs must not take the expired batches this bench times.
    env: { ...INTAKE_LOAD_ENV, TRACKING_EVENTS_RETENTION: '1825d' },
  });
  try {
    return await measureStack(stack, dataDir, events, share);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchGrowth(): Promise<void> {
  if (SIZES.length < 2 || SIZES.some((size) => !Number.isInteger(size) || size < USERS)) throw new Error(`BENCH_GROWTH_SIZES must name two or more sizes of at least ${USERS} events, not ${SIZES.join(',')}`);
  const share = shareOf(SIZES.at(-1)!, USERS);
  console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${USERS} users; sizes ${SIZES.map(sizeLabel).join(', ')} tracking events, each on a fresh stack`);
  console.log(`probe users (registered; the same rows at every size): ${KIND_NAMES.map((kind) => `${share[kind]} ${KINDS[kind].collection}`).join(', ')}`);
  const figures: SizeFigures[] = [];
  for (const size of SIZES) figures.push(await measureSize(size, share));
  console.log(`\nper size; timings p50 / p95 (finds ${FIND_RUNS} runs, export ${EXPORT_RUNS}, retention ${RETENTION_RUNS} and ${EXPIRED_RUNS}, feed ${FEED_CALLS} calls, erasure ${ERASED} users); ratios judged on the medians`);
  printTable(SIZES, figures, RETENTION_BATCH);
}
