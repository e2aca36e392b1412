import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, type KeyPair } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import trackingApp from '../app.js';
import { loadConfig, type TrackingConfig } from '../config.js';
import { readyForTest, sessionCookie, UNREACHABLE_NATS_URL, waitFor } from '@tidings/service-kit/testing/session';

export interface TestApp {
  app: FastifyInstance;
  config: TrackingConfig;
  /** The pair svc-auth would hold; the app only gets the public half. */
  keys: KeyPair;
  close: () => Promise<void>;
}


/** A clock tests can set and move; starts at the real time. */
export class TestClock {
  private current = Date.now();
  readonly now = () => new Date(this.current);
  set(instant: Date | string | number): void {
    this.current = new Date(instant).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface BuildOptions {
  /** Overrides any environment variable. */
  env?: Record<string, string>;
  setup?: (app: FastifyInstance) => void;
  clock?: TestClock;
  /** The same keys as another app (a second instance on the same database). */
  keys?: KeyPair;
}

/**
 * Builds svc-tracking against the test engines with a fresh database. Waits for NATS unless the
 * URL is the unreachable one, so events published right away reach JetStream.
 */
export async function build(opts: BuildOptions = {}): Promise<TestApp> {
  const env = opts.env ?? {};
  const keys = opts.keys ?? generateSigningKeys();
  const config = loadConfig({
    MONGO_URL: inject('mongoUrl'),
    NATS_URL: inject('natsUrl'),
    MONGO_DB: `test-tracking-${randomUUID()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Each app its own durable consumers and its own svc-news to ask (none, unless a test starts one).
    CONSUMER_PREFIX: `test-tracking-${randomUUID().slice(0, 8)}`,
    ARTICLES_RPC_SUBJECT: `test.articles.${randomUUID()}`,
    ...env,
  });
  const app = Fastify(serverOptions('svc-tracking', config.LOG_LEVEL));
  await app.register(trackingApp, { config, clock: opts.clock?.now });
  opts.setup?.(app);
  const close = await readyForTest(app, config.NATS_URL);
  return { app, config, keys, close };
}

/**
 * Two svc-tracking instances on one database, as behind a load balancer: the second verifies the
 * first one's sessions. The first one's close drops the database, so close the second first.
 */
export async function twoInstances(clockA?: TestClock, clockB = clockA): Promise<[TestApp, TestApp]> {
  const a = await build({ clock: clockA });
  try {
    return [a, await build({ clock: clockB, keys: a.keys, env: { MONGO_DB: a.config.MONGO_DB } })];
  } catch (error) {
    await a.close();
    throw error;
  }
}

/**
 * Declares articles as svc-news' (these tests run svc-tracking alone): writes them to the
 * projection as svc-news' `article.published` event would. Answers the ids, for chaining.
 */
export async function knownArticles(t: TestApp, ...ids: string[]): Promise<string[]> {
  const fresh = ids.filter((id, index) => ids.indexOf(id) === index);
  await t.app.db
    .collection<{ _id: string; removed: boolean; at: Date }>('known_articles')
    .insertMany(fresh.map((_id) => ({ _id, removed: false, at: new Date() })), { ordered: false })
    .catch((error: { code?: number; writeErrors?: unknown[] }) => {
      if (!error.writeErrors) throw error;
    });
  return ids;
}

/** Waits until the user's accepted events are all stored (the intake's consumer stores them moments after the 200). */
export async function eventsStored(t: TestApp, userId: string): Promise<void> {
  await waitFor(async () => (await t.app.eventService.intake.pendingFor(userId)) === 0, `the accepted events of ${userId} to be stored`);
}

/** A fresh user: its id and a session cookie for it. */
export function signedInUser(t: TestApp, userId = `user-${randomUUID()}`): { userId: string; cookie: string } {
  return { userId, cookie: sessionCookie(t.keys.privateKey, { sub: userId }) };
}

export { sessionCookie, UNREACHABLE_NATS_URL, waitFor };
