import { randomUUID, sign } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, JWT_ISSUER, SESSION_COOKIE, type KeyPair } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import trackingApp from '../app.js';
import { loadConfig, type TrackingConfig } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  config: TrackingConfig;
  /** The pair svc-auth would hold; the app only gets the public half. */
  keys: KeyPair;
  close: () => Promise<void>;
}

/** Builds svc-tracking against the test engines with a fresh database; `env` overrides any variable. */
export async function build(env: Record<string, string> = {}, setup?: (app: FastifyInstance) => void): Promise<TestApp> {
  const keys = generateSigningKeys();
  const config = loadConfig({
    MONGO_URL: inject('mongoUrl'),
    NATS_URL: inject('natsUrl'),
    MONGO_DB: `test-tracking-${randomUUID()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = Fastify(serverOptions('svc-tracking', config.LOG_LEVEL));
  await app.register(trackingApp, { config });
  setup?.(app);
  await app.ready();
  const deadline = Date.now() + 10_000;
  while (!app.bus.isConnected() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
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

/** A session cookie as svc-auth would issue it, signed with `privateKey`. */
export function sessionCookie(privateKey: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ sub: 'user-1', username: 'reader', iss: JWT_ISSUER, iat: now, exp: now + 3600, ...claims })}`;
  return `${SESSION_COOKIE}=${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}
