import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, type KeyPair } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import newsApp from '../app.js';
import { loadConfig, type NewsConfig } from '../config.js';
import { readyForTest, sessionCookie, UNREACHABLE_NATS_URL, waitFor } from '@tidings/service-kit/testing/session';

export interface TestApp {
  app: FastifyInstance;
  config: NewsConfig;
  /** The pair svc-auth would hold; the app only gets the public half. */
  keys: KeyPair;
  close: () => Promise<void>;
}

/** Builds svc-news against the test engines with a fresh database; `env` overrides any variable. */
export async function build(env: Record<string, string> = {}, setup?: (app: FastifyInstance) => void): Promise<TestApp> {
  const keys = generateSigningKeys();
  const config = loadConfig({
    MONGO_URL: inject('mongoUrl'),
    NATS_URL: inject('natsUrl'),
    MONGO_DB: `test-news-${randomUUID()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests drive ingestion themselves and seed their own articles; corpus tests turn it on.
    INGESTION_ENABLED: 'false',
    CORPUS_ENABLED: 'false',
    // Each app its own durable consumers: apps sharing one would split the messages between them.
    CONSUMER_PREFIX: `test-news-${randomUUID().slice(0, 8)}`,
    ...env,
  });
  const app = Fastify(serverOptions('svc-news', config.LOG_LEVEL));
  await app.register(newsApp, { config });
  setup?.(app);
  const close = await readyForTest(app, config.NATS_URL);
  return { app, config, keys, close };
}

export { sessionCookie, UNREACHABLE_NATS_URL, waitFor };
