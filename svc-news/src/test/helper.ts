import { randomUUID, sign } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, JWT_ISSUER, SESSION_COOKIE, type KeyPair } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import newsApp from '../app.js';
import { loadConfig, type NewsConfig } from '../config.js';

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
  await app.ready();
  if (config.NATS_URL !== UNREACHABLE_NATS_URL) await waitFor(() => app.bus.isConnected(), 'NATS connection');
  return {
    app,
    config,
    keys,
    close: async () => {
      await app.db.dropDatabase().catch(() => undefined);
      await app.close();
    },
  };
}

export const UNREACHABLE_NATS_URL = 'nats://127.0.0.1:1';

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A session cookie as svc-auth would issue it, signed with `privateKey`. */
export function sessionCookie(privateKey: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ sub: 'user-1', username: 'reader', iss: JWT_ISSUER, iat: now, exp: now + 3600, ...claims })}`;
  return `${SESSION_COOKIE}=${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}
