// A chaos run (issue 11, "outages lose nothing"): the built product as separate processes on its
// own engines, a steady load of writes through the gateway, and one after another svc-tracking,
// NATS, svc-news and the database engine killed with SIGKILL and started again. With several
// instances of each service (issue 12) it is one instance of svc-tracking and of svc-news that is
// killed, and the reads made meanwhile must all be answered by the other. Afterwards every
// write answered 2xx must be stored exactly once, every read must have reached svc-news' projection
// and left the reader's feed. Used by test/chaos/chaos.test.ts (short) and `npm run chaos` (long).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { ROOT } from '../../scripts/engines.js';
import { startStack, type RunningStack, type StackPart } from '../../scripts/stack.js';
import { watchOutage } from './chaos-health.js';
import { ChaosLoad, type LoadFigures } from './chaos-load.js';
import { verifyStored, type StoreFigures } from './chaos-verify.js';

/** What is killed, in turn: with one instance each service, with several the first instance of each. */
export function faults(instances: number): readonly StackPart[] {
  return instances > 1 ? ['svc-tracking#1', 'nats', 'svc-news#1', 'mongo'] : ['svc-tracking', 'nats', 'svc-news', 'mongo'];
}

export interface ChaosOptions {
  /** How long each part stays dead. */
  outageMs: number;
  /** Load after each restart once the gateway is ready again, before the next fault. */
  recoveryMs: number;
  readers: number;
  /** Rounds of the four faults. */
  rounds: number;
  /** Processes per service behind the gateway (1 by default). */
  instances?: number;
  log?: (line: string) => void;
}

export interface ChaosFigures extends Omit<LoadFigures, 'acked'>, StoreFigures {
  acked: number;
  faults: string[];
  /** Faults the gateway's /readyz never showed while the part was dead (chaos-health.ts). */
  unseenOutages: string[];
  /** The services' error log lines when a call was answered 5xx other than 503. */
  serverErrorLogs: string[];
  instances: number;
  seconds: number;
}

const HANG_AFTER_MS = 30_000;

export async function runChaos(options: ChaosOptions): Promise<ChaosFigures> {
  const log = options.log ?? (() => undefined);
  for (const name of ['svc-auth', 'svc-news', 'svc-tracking', 'gateway']) {
    if (!existsSync(join(ROOT, name, 'dist', 'server.js'))) throw new Error(`${name} is not built: run \`npx tsx scripts/build.ts\` first`);
  }
  const base = join(ROOT, '.test-engines');
  mkdirSync(base, { recursive: true });
  const dataDir = mkdtempSync(join(base, 'chaos-'));
  const started = Date.now();
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      dataDir,
      port: 0,
      instances: options.instances ?? 1,
      // HEALTH_DETAILS: the gateway's /readyz lists each instance, so an outage can be seen there.
      env: { HEALTH_DETAILS: 'true', LOG_LEVEL: 'warn', INGESTION_ENABLED: 'false', TEST_ACCOUNT_ENABLED: 'false', AUTH_RATE_LIMIT_MAX: '100000', AUTH_FAILED_LOGIN_MAX: '100000', AUTH_SLOWDOWN_AFTER: '100000' },
    });
    const articleIds = await articles(stack.url);
    log(`stack ready at ${stack.url}; ${articleIds.length} articles`);
    const load = new ChaosLoad({ url: stack.url, articleIds, readers: options.readers, hangAfterMs: HANG_AFTER_MS });
    load.start();
    await sleep(options.recoveryMs);
    const done: string[] = [];
    const unseenOutages: string[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (const part of faults(options.instances ?? 1)) {
        log(`kill -9 ${part} at ${new Date().toISOString()}`);
        load.instanceDown = part.includes('#');
        await stack.kill(part);
        if (!(await watchOutage(stack.url, part, instanceUrl(stack, part), options.outageMs))) unseenOutages.push(part);
        await stack.restart(part);
        const back = await readyAgain(stack.url);
        load.instanceDown = false;
        done.push(`${part} (back in ${(back / 1000).toFixed(1)} s)`);
        log(`${part} restarted; gateway ready after ${back} ms, at ${new Date().toISOString()}`);
        await sleep(options.recoveryMs);
      }
    }
    await load.stop();
    log('load stopped; checking what is stored');
    const client = await MongoClient.connect(stack.mongoUrl, { serverSelectionTimeoutMS: 10_000 });
    try {
      const stored = await verifyStored(client, stack.url, load.figures.acked);
      const { acked, ...rest } = load.figures;
      // The services' own account of a 500, from their logs, which go with the run's data.
      const serverErrorLogs = rest.serverErrors.length > 0 ? errorLogLines(join(dataDir, 'logs')) : [];
      return { ...rest, ...stored, serverErrorLogs, acked: acked.length, faults: done, unseenOutages, instances: options.instances ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
    } finally {
      await client.close();
    }
  } finally {
    await stack?.stop();
    if (!process.env.CHAOS_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The address of the one instance `part` names ('svc-news#1'), or null for a whole service or an engine. */
function instanceUrl(stack: RunningStack, part: StackPart): string | null {
  const [service, number] = part.split('#');
  return number ? (stack.instances[service!]?.[Number(number) - 1] ?? null) : null;
}

async function articles(url: string): Promise<string[]> {
  // Any signed-in user may list the articles; a throwaway account asks.
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: `chaoslist_${Date.now()}`, password: 'Harbour-lights-42' }),
  });
  const cookie = register.headers.getSetCookie()[0]!.split(';')[0]!;
  const list = (await (await fetch(`${url}/api/news?limit=200`, { headers: { cookie } })).json()) as Array<{ id: string }>;
  return list.map((article) => article.id);
}

/** Milliseconds until the gateway says every service is ready again (throws after 90 s). */
async function readyAgain(url: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
    if (ok) return Date.now() - started;
    await sleep(250);
  }
  throw new Error('the stack did not become ready again within 90 s');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Answers that are neither 2xx nor what an outage may answer: 503 SERVICE_UNAVAILABLE (the gateway,
 * a service is down), DATABASE_UNAVAILABLE (a service, its database is down),
 * TRACKING_EVENTS_UNAVAILABLE (svc-tracking, NATS is down: events are accepted only once durable) or
 * TRACKING_ARTICLES_UNAVAILABLE (svc-tracking, NATS is down: it cannot ask svc-news whether an
 * article it has not seen exists, and refuses nothing on a guess), and 409
 * IDEMPOTENCY_KEY_IN_PROGRESS — a retry of a write whose first attempt died with its process or
 * could not release its claim while the database was away; the claim's lease (60 s) ends it.
 * And 400 BOOKMARK_ALREADY_EXISTS to a retry that ran again after that lease: the first attempt
 * made the bookmark before its service died (verified stored once like every other write).
 */
export function unexpectedAnswers(figures: ChaosFigures): string[] {
  const redone = (status: string) => status === '400' && figures.statuses['400'] === figures.madeByAnEarlierAttempt;
  const statuses = Object.keys(figures.statuses).filter((status) => !/^2\d\d$/.test(status) && status !== '503' && status !== '409' && !redone(status));
  const outage = ['SERVICE_UNAVAILABLE', 'DATABASE_UNAVAILABLE', 'TRACKING_EVENTS_UNAVAILABLE', 'TRACKING_ARTICLES_UNAVAILABLE'];
  const expected = [...outage, 'IDEMPOTENCY_KEY_IN_PROGRESS', ...(redone('400') ? ['BOOKMARK_ALREADY_EXISTS'] : [])];
  const codes = Object.keys(figures.codes).filter((code) => !expected.includes(code));
  // A read is answered, or 503 while what it needs is down.
  const reads = Object.keys(figures.reading.statuses).filter((status) => !/^2\d\d$/.test(status) && status !== '503').map((status) => `read ${status}`);
  const readCodes = Object.keys(figures.reading.codes).filter((code) => code !== 'SERVICE_UNAVAILABLE' && code !== 'DATABASE_UNAVAILABLE').map((code) => `read ${code}`);
  return [...statuses, ...codes, ...reads, ...readCodes];
}

/**
 * How an outage went unnoticed, if one did. Each must show in the gateway's /readyz while it lasts.
 * With one instance of each service the load must meet the gateway's 503 SERVICE_UNAVAILABLE (a
 * killed service is unreachable); with several, the reads made while one instance was down must
 * all be answered by the others. No attempt may hang.
 */
export function outageProblems(figures: ChaosFigures): string[] {
  const problems = figures.unseenOutages.map((part) => `${part} was down but the gateway's /readyz never showed it`);
  if (figures.instances === 1 && (figures.codes.SERVICE_UNAVAILABLE ?? 0) + (figures.reading.codes.SERVICE_UNAVAILABLE ?? 0) === 0) {
    problems.push('no 503 SERVICE_UNAVAILABLE while a service was down');
  }
  if (figures.instances > 1) {
    const during = figures.duringInstanceFaults.reads;
    if (Object.values(during).reduce((sum, n) => sum + n, 0) === 0) problems.push('no read was made while an instance was down');
    if (during['503']) problems.push(`${during['503']} read(s) answered 503 while one instance was down`);
  }
  if (figures.hangs > 0) problems.push(`${figures.hangs} attempt(s) hung`);
  return problems;
}

/** The figures as the issue asks for them, one per line. */
export function formatFigures(figures: ChaosFigures): string {
  const count = (record: Record<string, number>) =>
    Object.entries(record)
      .sort()
      .map(([key, value]) => `${key} ${value}`)
      .join(', ');
  return [
    `instances of each service: ${figures.instances}; faults: ${figures.faults.join('; ')}`,
    `outages shown by the gateway's /readyz: ${figures.faults.length - figures.unseenOutages.length} of ${figures.faults.length}${figures.unseenOutages.length ? ` (not: ${figures.unseenOutages.join(', ')})` : ''}`,
    `writes sent: ${figures.writes} (${figures.attempts} attempts), answered 2xx: ${figures.acked - figures.madeByAnEarlierAttempt}, made by a killed attempt and refused as done on retry: ${figures.madeByAnEarlierAttempt}, never answered: ${figures.unanswered}`,
    `stored: ${figures.stored}, duplicates: ${figures.duplicates}, lost: ${figures.lost}${figures.examples.length ? ` (${figures.examples.join('; ')})` : ''}`,
    `reads in svc-news' projection: ${figures.projected} of ${figures.reads}; read articles still in a feed: ${figures.readInFeed}`,
    `answers: ${count(figures.statuses)}`,
    `non-2xx codes: ${count(figures.codes) || 'none'}; 503s: ${figures.statuses['503'] ?? 0}`,
    `reads: ${figures.reading.attempts}, answers: ${count(figures.reading.statuses)}; non-2xx codes: ${count(figures.reading.codes) || 'none'}`,
    ...(figures.instances > 1
      ? [
          `while one instance was down: reads ${count(figures.duringInstanceFaults.reads) || 'none'} (503s: ${figures.duringInstanceFaults.reads['503'] ?? 0}); ` +
            `write attempts ${count(figures.duringInstanceFaults.writes) || 'none'} (503s: ${figures.duringInstanceFaults.writes['503'] ?? 0})`,
        ]
      : []),
    `max latency: ${figures.maxLatencyMs} ms (${figures.slowest}), hangs (> ${HANG_AFTER_MS / 1000} s): ${figures.hangs}`,
    ...figures.serverErrors.map((answer) => `server error: ${answer}`),
    ...figures.serverErrorLogs.map((line) => `  logged: ${line}`),
    `run: ${figures.seconds} s`,
  ].join('\n');
}

/** The services' error-level log lines (pino level 50 and up), at most 10, each cut to 800 characters. */
function errorLogLines(logsDir: string): string[] {
  if (!existsSync(logsDir)) return [];
  const lines = readdirSync(logsDir).flatMap((file) =>
    readFileSync(join(logsDir, file), 'utf8')
      .split('\n')
      .filter((line) => /"level":(5|6)\d/.test(line))
      .map((line) => `${file}: ${line.slice(0, 800)}`),
  );
  return lines.slice(0, 10);
}
