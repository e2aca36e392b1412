// POST /api/events/batch through the gateway, 50 events per batch, sustained (aim ≥ 20 000
// events/s accepted: a 200 means the batch is durable in the JetStream intake). Then the drain: the
// consumer stores the intake; the bench prints its rate and the lag (last accept → all stored),
// and counts straight from the tracking database that every event sent is stored exactly once.
// Batches still in flight when the load stops are sent again (as the client's retry would), and
// then every batch is replayed, which must store nothing. The load starts once the fresh stack is
// idle (svc-news loads the starter corpus moments after the start).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MongoClient } from 'mongodb';
import { natsServerOptions } from '../packages/service-kit/src/nats-url.js';
import { INTAKE_STREAM } from '../svc-tracking/src/events/intake-stream.js';
import { ROOT } from '../scripts/engines.js';
import { startStack } from '../scripts/stack.js';
import { cpuMeter, stackProcesses, untilIdle } from './process-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** How long the drain may take before the bench gives up counting. */
const DRAIN_LIMIT_MS = Number(process.env.BENCH_DRAIN_LIMIT_S ?? 600) * 1000;
export const EVENTS_PER_BATCH = 50;
const TRACKING_DB = 'tidings-tracking';
const EVENT_TYPES = ['card_view', 'card_swipe', 'scroll', 'touch', 'article_open'];

/** Registers a new user (POST /api/register) and answers their session cookie (`name=value`). */
export async function signIn(baseUrl: string, username = `bench${Date.now()}`): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tidings_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** Real articles of the stack (tracking refuses story ids that are not articles). */
export async function articleIds(baseUrl: string, cookie: string, count: number): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/news?limit=${count}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`listing articles failed: ${response.status} ${await response.text()}`);
  const ids = ((await response.json()) as Array<{ id: string }>).map((item) => item.id);
  if (ids.length === 0) throw new Error('the stack has no articles to name in events');
  return ids;
}

export function batchBody(sessionId: string, storyIds: readonly string[]): { body: string; firstEventId: string } {
  const now = Date.now();
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    eventId: randomUUID(),
    sessionId,
    eventType: EVENT_TYPES[i % EVENT_TYPES.length],
    eventData: { position: i, feed: 'for-you', velocity: Math.round(Math.random() * 20) },
    storyId: storyIds[i % storyIds.length],
    ts: now,
  }));
  return { body: JSON.stringify({ events }), firstEventId: events[0]!.eventId };
}

const sentEventIds = (sent: ReadonlyMap<string, { body: string }>) =>
  [...sent.values()].flatMap((batch) => (JSON.parse(batch.body) as { events: Array<{ eventId: string }> }).events.map((event) => event.eventId));

/**
 * The engine's own ceiling for the same documents: unordered insertMany of 50 straight into
 * FerretDB from 16 concurrent callers, with the same unique index, no HTTP at all.
 */
async function directInsertRate(mongo: MongoClient, seconds: number, storyIds: readonly string[]): Promise<number> {
  const db = mongo.db('bench-events-direct');
  const collection = db.collection('tracking_events');
  await db.createCollection('tracking_events').catch(() => undefined);
  await collection.createIndex({ eventId: 1 }, { unique: true });
  const sessionId = randomUUID();
  const deadline = Date.now() + seconds * 1000;
  let stored = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const docs = (JSON.parse(batchBody(sessionId, storyIds).body) as { events: Array<Record<string, unknown>> }).events.map((event) => ({
          ...event,
          userId: 'bench',
          ts: new Date(event.ts as number),
          createdAt: new Date(),
        }));
        const result = await collection.insertMany(docs, { ordered: false });
        stored += result.insertedCount; // not `stored += await …`: that reads `stored` before the await
      }
    }),
  );
  await db.dropDatabase();
  return stored / seconds;
}

async function post(url: string, cookie: string, body: string): Promise<{ accepted: number; duplicates: number }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
  if (!response.ok) throw new Error(`batch failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { accepted: number; duplicates: number };
}

/** Posts every body again, CONNECTIONS at a time; answers the events accepted (new) and the seconds it took. */
async function replayAll(url: string, cookie: string, bodies: string[]): Promise<{ accepted: number; seconds: number }> {
  const started = Date.now();
  let next = 0;
  let accepted = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < bodies.length) accepted += (await post(url, cookie, bodies[next++]!)).accepted;
    }),
  );
  return { accepted, seconds: (Date.now() - started) / 1000 };
}

/**
 * Events stored so far, from the intake stream: every event persisted in it (its last sequence; a
 * duplicate gets none) less those still waiting there (a work queue drops an event once it is
 * stored). Cheap, where counting the collection on FerretDB reads every document (13 s at 150 000
 * events) and slowed the very drain it measured; the database is counted once, after the drain.
 */
async function storedFromIntake(jsm: JetStreamManager): Promise<number> {
  const { state } = await jsm.streams.info(INTAKE_STREAM);
  return state.last_seq - state.messages;
}

/** Polls the stored count until it reaches `expected` (or the limit); answers when it did, and the count. */
async function drained(count: () => Promise<number>, expected: number): Promise<{ at: number; stored: number }> {
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let stored = await count();
  while (stored < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await count();
  }
  return { at: Date.now(), stored };
}

/**
 * The stack's settings under an intake load. One user posting hundreds of batches a second is the
 * load, not abuse: far above the per-user defaults (600 batches, 2000 events and 16 MiB a minute;
 * 50 000 events and 64 MiB a day), so the limiters are measured counting, never refusing.
 */
export const INTAKE_LOAD_ENV = {
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  USER_RATE_LIMIT_EVENTS: '10000000',
  EVENTS_USER_MAX_PER_MINUTE: '1000000000',
  EVENTS_USER_MAX_PER_DAY: '1000000000',
  EVENTS_USER_MAX_BYTES_PER_MINUTE: '1099511627776',
  EVENTS_USER_MAX_BYTES_PER_DAY: '1099511627776',
};

export async function benchEvents(): Promise<void> {
  const dataDir = mkdtempSync(join(ROOT, '.test-engines', 'bench-events-'));
  const stack = await startStack({
    dataDir,
    port: 0,
    env: INTAKE_LOAD_ENV,
  });
  const mongo = new MongoClient(stack.mongoUrl);
  // The embedded NATS' admin (its URL carries the password, which the client takes as options).
  const { servers, user, pass } = natsServerOptions(stack.natsUrl);
  const nats = await connect({ servers, user, pass });
  try {
    const processes = stackProcesses(dataDir, stack.natsUrl);
    const settledMs = await untilIdle(processes);
    const cookie = await signIn(stack.url);
    const base = stack.url.replace('localhost', '127.0.0.1');
    const url = `${base}/api/events/batch`;
    const sessionId = randomUUID();
    const storyIds = await articleIds(base, cookie, 17);
    const events = mongo.db(TRACKING_DB).collection('tracking_events');
    const jsm = await jetstreamManager(nats);
    const storedCount = () => storedFromIntake(jsm);

    // Every body generated, and whether its answer came back 200 with all 50 events accepted.
    const sent = new Map<string, { body: string; answered: boolean }>();
    let accepted = 0;
    let rejected = 0;
    let firstAcceptAt = 0;
    let lastAcceptAt = 0;
    const run = (duration: number) =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration,
        headers: { cookie, 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const { body, firstEventId } = batchBody(sessionId, storyIds);
              sent.set(firstEventId, { body, answered: false });
              (context as { batch?: string }).batch = firstEventId;
              return { ...request, body };
            },
            onResponse: (status, body, context) => {
              const batch = sent.get((context as { batch: string }).batch);
              if (status !== 200 || !batch) return void rejected++;
              batch.answered = true;
              lastAcceptAt = Date.now();
              firstAcceptAt ||= lastAcceptAt;
              accepted += (JSON.parse(body) as { accepted: number }).accepted;
            },
          },
        ],
      });

    // The engine's ceiling first, on the fresh engine (a scratch database, dropped afterwards).
    const direct = await directInsertRate(mongo, Math.min(SECONDS, 5), storyIds);
    await run(2); // warm-up (its events are counted too)
    const warmUpBatches = sent.size;
    const storedBeforeLoad = await storedCount();
    const cpuUsed = cpuMeter(processes);
    const clientCpuAtStart = process.cpuUsage();
    const result = await run(SECONDS);
    const cpu = cpuUsed();
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    const storedAtStop = await storedCount();
    const measuredBatches = result['2xx'];
    const eventsPerSecond = (measuredBatches * EVENTS_PER_BATCH) / (result.duration || SECONDS);

    // Batches cut off when autocannon stopped: send them again; whatever landed counts once.
    // Their first try may have been persisted with the answer lost: then the retry says duplicate.
    const inFlight = [...sent.values()].filter((batch) => !batch.answered);
    let storedBeforeRetry = 0;
    for (const batch of inFlight) {
      const answer = await post(url, cookie, batch.body);
      accepted += answer.accepted;
      storedBeforeRetry += answer.duplicates;
      lastAcceptAt = Date.now();
    }

    // The drain: every accepted event stored, counted in the database.
    const expected = sent.size * EVENTS_PER_BATCH;
    const drain = await drained(storedCount, expected);
    const lagSeconds = (drain.at - lastAcceptAt) / 1000;
    const drainSeconds = (drain.at - firstAcceptAt) / 1000;

    // Every batch again: the intake says duplicate to all of it, and nothing new is stored.
    const replay = await replayAll(url, cookie, [...sent.values()].map((batch) => batch.body));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // One read of every stored eventId: on FerretDB a count or a distinct reads every document
    // anyway, and its distinct took minutes at 150 000 events.
    const storedIds = (await events.find({}, { projection: { _id: 0, eventId: 1 } }).toArray()).map((event) => event.eventId as string);
    const storedAfterReplay = storedIds.length;
    const distinct = new Set(storedIds);
    const missing = sentEventIds(sent).filter((eventId) => !distinct.has(eventId)).length;

    const rate = (n: number, seconds: number) => (seconds > 0 ? (n / seconds).toFixed(0) : '-');
    console.log(`POST /api/events/batch through the gateway, ${EVENTS_PER_BATCH} events per batch, ${CONNECTIONS} connections, ${SECONDS} s`);
    console.log(`  (the stack's start-up work done first: idle ${(settledMs / 1000).toFixed(0)} s after it started)`);
    console.log(`  accepted (durable in the intake): ${eventsPerSecond.toFixed(0)} events/s (${(measuredBatches / (result.duration || SECONDS)).toFixed(0)} batches/s)  aim ≥ 20000`);
    console.log(`  stored while the load ran: ${rate(storedAtStop - storedBeforeLoad, result.duration || SECONDS)} events/s`);
    console.log(`  drain: ${rate(drain.stored, drainSeconds)} events/s stored from the first accept to the last store; lag (last accept → all stored) ${lagSeconds.toFixed(1)} s`);
    // CPU per event, machine load aside: the intake's processes per accepted event, the database per stored one.
    const acceptedInRun = measuredBatches * EVENTS_PER_BATCH;
    const storedInRun = storedAtStop - storedBeforeLoad;
    const perEvent = [...cpu].map(([name, ms]) => ({ name, ms: ms / Math.max(1, name === 'ferretdb' ? storedInRun : acceptedInRun) }));
    const intakePerEvent = perEvent.filter((p) => p.name !== 'svc-auth' && p.name !== 'svc-news').reduce((sum, p) => sum + p.ms, 0);
    console.log(
      `  CPU ms per 1000 events: ${perEvent.map((p) => `${p.name} ${(p.ms * 1000).toFixed(0)}`).join(', ')} (ferretdb per stored event, the rest per accepted); ` +
        `the load client ${(((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, acceptedInRun)) * 1000).toFixed(0)}`,
    );
    console.log(`  → gateway + svc-tracking + nats-server + ferretdb on 2 dedicated cores (the load client elsewhere): at most ~${(2000 / intakePerEvent).toFixed(0)} events/s accepted and stored`);
    console.log(`  the engine alone (insertMany of 50 straight into the database, ${CONNECTIONS} callers): ${direct.toFixed(0)} docs/s → accepted at ${(eventsPerSecond / direct).toFixed(1)}× it`);
    console.log(`  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`);
    console.log(`  non-2xx ${result.non2xx + rejected}, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`  batches: ${warmUpBatches} warm-up + ${sent.size - warmUpBatches} measured, ${inFlight.length} re-sent after the stop`);
    console.log(`  events sent ${expected} (distinct), accepted in answers ${accepted} (+ ${storedBeforeRetry} persisted before an unanswered try), stored after the drain ${drain.stored} (the intake's count)`);
    console.log(`  replayed all ${sent.size} batches (${rate(sent.size * EVENTS_PER_BATCH, replay.seconds)} events/s): ${replay.accepted} events accepted (must be 0), stored afterwards ${storedAfterReplay} (read from the database: distinct eventIds ${distinct.size}, sent but not stored ${missing})`);
    // The unique eventId index rules out a double; the count rules out a loss.
    const exactlyOnce = drain.stored === expected && storedAfterReplay === expected && distinct.size === expected && missing === 0 && accepted + storedBeforeRetry === expected && replay.accepted === 0;
    console.log(`  exactly once: ${exactlyOnce ? 'yes' : 'NO'}`);
    if (!exactlyOnce) process.exitCode = 1;
  } finally {
    await mongo.close();
    await nats.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
