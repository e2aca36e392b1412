// How many people can read at once: simulated readers, each a user of their own, send what the web
// client sends at its own cadence (bench/reader-sim.ts: the feed, a swipe every ~6 s with its
// engagement and event batch, the streak every 5 s, every fourth card opened in the reader), in
// steps of 25, 50, 100, 200, 400, 800 … readers until a step's p95 passes 300 ms or more than 1 %
// of its requests fail. Per step it prints requests/s, p50/p95/p99, errors, the three slowest
// routes by p95 (route templates, never ids), the CPU the stack used and the load generator's own
// CPU (a generator near a full core delays its own requests and its figures mean little); then
// the largest step held. Benchmarks with one route at a time (feed, events) say what a route
// costs; this says what a population of readers costs, all routes mixed as in real use.
//
// One fresh stack per run, measured once idle. Each step starts its readers afresh, spread over
// its first seconds, and counts only the requests they started within the step (answered later
// or not); users are registered before a step (untimed) and kept for the next, so step n's
// readers are returning users. BENCH_READERS_STEPS=25,50,100 sets the steps,
// BENCH_READERS_STEP_S their length (30), INSTANCES the processes per service,
// BENCH_READERS_PRESEED=1000000 seeds that many tracking events first, with the other per-user rows
// in proportion, for PRESEED_EVENTS_PER_USER events a user (bench/growth-seed.ts, straight into
// the databases),
// BENCH_READERS_ROUTES=1 lists every route instead of the three slowest, BENCH_READERS_KEEP=1
// keeps the stack's data and logs, BENCH_LOG_LEVEL=info makes the services log every request with
// its time (read them from the kept logs). Besides the step's p95 it prints the p95 of the
// requests started once every reader had arrived: a step's arrivals (all its readers starting
// within 5 s) cost more than its steady load, and the two fail for different reasons.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { Agent } from 'undici';
import { ROOT } from '../scripts/engines.js';
import { startStack } from '../scripts/stack.js';
import { articleIds, signIn } from './events.js';
import { KIND_NAMES, seed, shareOf, syntheticUserIds } from './growth-seed.js';
import { cpuMeter, cpuMs, stackProcesses, untilIdle, type StackProcess } from './process-cpu.js';
import { Reader, ReaderHttp, type Sample } from './reader-sim.js';
import { percentile, sleep } from './stats.js';

const STEP_S = Number(process.env.BENCH_READERS_STEP_S ?? 30);
const PRESEED = Number(process.env.BENCH_READERS_PRESEED ?? 0);
const KEEP_DATA = process.env.BENCH_READERS_KEEP === '1';
const ALL_ROUTES = process.env.BENCH_READERS_ROUTES === '1';
/** 25, 50, 100 … doubling; the run stops at the first step that fails anyway. */
const DEFAULT_STEPS = Array.from({ length: 12 }, (_, i) => 25 * 2 ** i);
const P95_LIMIT_MS = 300;
const ERROR_LIMIT = 0.01;
/** Readers arrive spread over a step's first seconds, not all in one instant. */
const RAMP_MS = Math.min(5, STEP_S / 4) * 1000;
/** After the last reader arrived, this long until the step's load counts as steady (its p95 printed apart). */
const SETTLE_MS = 5_000;
/** A browser opens up to 6 connections per origin: each reader may have as many. */
const CONNECTIONS_PER_READER = 6;
const REQUEST_TIMEOUT_MS = 30_000;
const REGISTER_CONCURRENCY = 4;
/** Of a core: the generator's own CPU above this makes its latencies suspect. */
const GENERATOR_CPU_WARN = 0.8;
/** The preseeded history: this many tracking events per (synthetic) user. */
const PRESEED_EVENTS_PER_USER = 200;

function steps(): number[] {
  const listed = process.env.BENCH_READERS_STEPS;
  if (!listed) return DEFAULT_STEPS;
  const parsed = listed.split(',').map((item) => Number(item.trim()));
  if (parsed.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_READERS_STEPS must list whole numbers of readers, not '${listed}'`);
  return parsed;
}


/** A step's requests: those started before `endsAt` (performance.now()), by route. */
class StepStats {
  private readonly byRoute = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** Requests started once every reader had arrived and settled: the population's steady load. */
  private readonly steady: number[] = [];
  count = 0;
  errors = 0;

  constructor(
    readonly endsAt: number,
    private readonly steadyFrom: number,
  ) {}

  record(sample: Sample): void {
    if (sample.startedAt >= this.endsAt) return;
    this.count++;
    if (sample.startedAt >= this.steadyFrom) this.steady.push(sample.ms);
    const times = this.byRoute.get(sample.route) ?? [];
    times.push(sample.ms);
    this.byRoute.set(sample.route, times);
    if (sample.status >= 200 && sample.status < 300) return;
    this.errors++;
    const key = `${sample.route} → ${sample.status || 'no answer'}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  latencies(): { p50: number; p95: number; p99: number } {
    const all = [...this.byRoute.values()].flat();
    return { p50: percentile(all, 0.5), p95: percentile(all, 0.95), p99: percentile(all, 0.99) };
  }

  steadyP95(): number {
    return percentile(this.steady, 0.95);
  }

  slowestRoutes(n: number): Array<{ route: string; p95: number; count: number }> {
    return [...this.byRoute]
      .map(([route, times]) => ({ route, p95: percentile(times, 0.95), count: times.length }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, n);
  }

  /** Failed requests by route and status, most first. */
  failureCounts(): Array<[string, number]> {
    return [...this.failures].sort((a, b) => b[1] - a[1]);
  }
}

interface StepResult {
  readers: number;
  stats: StepStats;
  /** The load generator's CPU over the step, as a fraction of one core; its event loop's p99 delay. */
  generatorCpu: number;
  loopDelayP99Ms: number;
  /** Cores each process of the stack used over the step. */
  stackCores: Map<string, number>;
}

const passes = (result: StepResult) => result.stats.latencies().p95 <= P95_LIMIT_MS && result.stats.errors <= ERROR_LIMIT * result.stats.count;

/** Registered users' session cookies, registering more as steps grow (untimed). */
class UserPool {
  readonly cookies: string[] = [];
  private readonly tag = Date.now().toString(36);

  constructor(private readonly baseUrl: string) {}

  async ensure(count: number): Promise<void> {
    let next = this.cookies.length;
    await Promise.all(
      Array.from({ length: REGISTER_CONCURRENCY }, async () => {
        while (next < count) {
          const index = next++;
          this.cookies[index] = await signIn(this.baseUrl, `rd${this.tag}-${index}`);
        }
      }),
    );
  }
}

/** `readers` readers for STEP_S seconds; every request they start meanwhile counts. */
async function runStep(baseUrl: string, cookies: readonly string[], processes: readonly StackProcess[]): Promise<StepResult> {
  const dispatcher = new Agent({
    connections: cookies.length * CONNECTIONS_PER_READER,
    keepAliveTimeout: 30_000,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const started = performance.now();
  const stats = new StepStats(started + STEP_S * 1000, started + RAMP_MS + SETTLE_MS);
  const stackCpu = cpuMeter(processes);
  const ownCpuAtStart = cpuMs(process.pid);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  const readers = cookies.map((cookie) => new Reader(new ReaderHttp({ baseUrl, cookie, dispatcher, record: (sample) => stats.record(sample) })));
  readers.forEach((reader, i) => reader.start((i / readers.length) * RAMP_MS));
  await sleep(STEP_S * 1000);

  const wallMs = performance.now() - started;
  const generatorCpu = (cpuMs(process.pid) - ownCpuAtStart) / wallMs;
  const stackCores = new Map([...stackCpu()].map(([name, ms]) => [name, ms / wallMs]));
  loopDelay.disable();
  await Promise.all(readers.map((reader) => reader.stop()));
  await dispatcher.close();
  return { readers: readers.length, stats, generatorCpu, loopDelayP99Ms: loopDelay.percentile(99) / 1e6, stackCores };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printStep(result: StepResult): void {
  const { readers, stats, generatorCpu, loopDelayP99Ms, stackCores } = result;
  const { p50, p95, p99 } = stats.latencies();
  const errorPct = stats.count ? (100 * stats.errors) / stats.count : 0;
  const cores = [...stackCores.values()].reduce((sum, c) => sum + c, 0);
  console.log(
    `  ${pad(readers, 7)} ${pad((stats.count / STEP_S).toFixed(1), 9)} ${pad(p50.toFixed(0), 6)} ${pad(p95.toFixed(0), 6)} ${pad(p99.toFixed(0), 6)} ` +
      `${pad(errorPct.toFixed(2), 8)}  ${pad(cores.toFixed(2), 10)}  ${pad((generatorCpu * 100).toFixed(0), 6)} %  ${pad(loadavg()[0]!.toFixed(1), 5)}  ${passes(result) ? 'held' : 'FAILED'}`,
  );
  const slowest = stats.slowestRoutes(ALL_ROUTES ? Infinity : 3).map(({ route, p95: routeP95, count }) => `${route} ${routeP95.toFixed(0)} ms (${count})`);
  console.log(`            slowest p95: ${slowest.join(' · ')}`);
  console.log(`            p95 once all had arrived (from ${((RAMP_MS + SETTLE_MS) / 1000).toFixed(0)} s): ${stats.steadyP95().toFixed(0)} ms`);
  console.log(`            stack CPU: ${[...stackCores].map(([name, c]) => `${name} ${c.toFixed(2)}`).join(', ')}; load generator event-loop delay p99 ${loopDelayP99Ms.toFixed(0)} ms`);
  const failures = stats.failureCounts();
  if (failures.length) console.log(`            errors: ${failures.slice(0, 6).map(([key, n]) => `${key} ×${n}`).join(' · ')}`);
  if (generatorCpu >= GENERATOR_CPU_WARN) console.log(`            WARNING: the load generator used ${(generatorCpu * 100).toFixed(0)} % of a core: its own delays are in these latencies`);
}

/** BENCH_READERS_PRESEED: months of other users' reading, written straight into the databases. */
async function preseed(baseUrl: string, cookie: string, mongoUrl: string, processes: readonly StackProcess[]): Promise<void> {
  const users = Math.max(1, Math.ceil(PRESEED / PRESEED_EVENTS_PER_USER));
  console.log(`  seeding ${PRESEED} tracking events of ${users} users, with their other rows in proportion…`);
  const started = Date.now();
  const mongo = new MongoClient(mongoUrl);
  try {
    const plan = { events: PRESEED, userIds: syntheticUserIds(users), probes: 0, probeShare: shareOf(PRESEED, users), articleIds: await articleIds(baseUrl, cookie, 50) };
    const stored = await seed(mongo, plan);
    const seconds = (Date.now() - started) / 1000;
    console.log(`  seeded in ${seconds.toFixed(0)} s: ${KIND_NAMES.map((kind) => `${kind} ${stored[kind]}`).join(', ')}`);
  } finally {
    await mongo.close();
  }
  const settledMs = await untilIdle(processes);
  console.log(`  the stack idle ${(settledMs / 1000).toFixed(0)} s later`);
}

export async function benchReaders(): Promise<void> {
  const plan = steps();
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-readers-'));
  // Every reader registers from this one address: far above the per-IP sign-up limit (20 a minute).
  const stack = await startStack({ dataDir, port: 0, env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', AUTH_RATE_LIMIT_MAX: '1000000' } });
  try {
    const processes = stackProcesses(dataDir, stack.natsUrl);
    const settledMs = await untilIdle(processes);
    const baseUrl = stack.url.replace('localhost', '127.0.0.1');
    console.log(`Simulated readers at the web client's cadence through the gateway, ${stack.instances['svc-news']!.length} process(es) per service, steps of ${STEP_S} s: ${plan.join(', ')}`);
    console.log(`  (the stack idle ${(settledMs / 1000).toFixed(0)} s after it started; a step fails when p95 > ${P95_LIMIT_MS} ms or errors > ${ERROR_LIMIT * 100} %)`);
    const users = new UserPool(baseUrl);
    await users.ensure(1);
    if (PRESEED > 0) await preseed(baseUrl, users.cookies[0]!, stack.mongoUrl, processes);
    console.log(`  ${pad('readers', 7)} ${pad('req/s', 9)} ${pad('p50', 6)} ${pad('p95', 6)} ${pad('p99', 6)} ${pad('errors %', 8)}  ${pad('stack cores', 10)}  ${pad('load gen', 8)}  ${pad('load', 5)}`);
    let held: StepResult | undefined;
    for (const readers of plan) {
      await users.ensure(readers);
      await untilIdle(processes, { quietS: 3, limitMs: 60_000 });
      const result = await runStep(baseUrl, users.cookies.slice(0, readers), processes);
      printStep(result);
      if (!passes(result)) break;
      held = result;
    }
    if (!held) console.log(`  largest step held: none (the first step already failed)`);
    else {
      const { p95 } = held.stats.latencies();
      console.log(`  largest step held: ${held.readers} readers (${(held.stats.count / STEP_S).toFixed(1)} requests/s, p95 ${p95.toFixed(0)} ms, errors ${((100 * held.stats.errors) / Math.max(1, held.stats.count)).toFixed(2)} %)`);
    }
  } finally {
    await stack.stop();
    if (KEEP_DATA) console.log(`  the stack's data and logs: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
