import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, SESSION_COOKIE, type KeyPair } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import { HOST_SESSION_COOKIE } from '@tidings/service-kit/session-token';
import authApp from '../app.js';
import { loadConfig, type AuthConfig } from '../config.js';
import { readyForTest, sessionCookie, UNREACHABLE_NATS_URL, waitFor } from '@tidings/service-kit/testing/session';

export interface TestApp {
  app: FastifyInstance;
  config: AuthConfig;
  keys: KeyPair;
  /** Drops the test database and closes the app. */
  close: () => Promise<void>;
}


/**
 * Builds svc-auth against the test engines with a fresh database and an in-memory key pair.
 * `env` overrides any variable (as strings, like the real environment). Waits for NATS unless
 * the URL is the unreachable one, so events published right away reach JetStream.
 */
export async function build(env: Record<string, string> = {}, keys: KeyPair = generateSigningKeys()): Promise<TestApp> {
  const config = loadConfig({
    MONGO_URL: inject('mongoUrl'),
    NATS_URL: inject('natsUrl'),
    MONGO_DB: `test-auth-${randomUUID()}`,
    JWT_PRIVATE_KEY: keys.privateKey,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Generous by default so only the rate-limit tests meet the limit.
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_FAILED_LOGIN_MAX: '1000',
    AUTH_SLOWDOWN_AFTER: '1000',
    ...env,
  });
  const app = Fastify(serverOptions('svc-auth', config.LOG_LEVEL));
  await app.register(authApp, { config });
  const close = await readyForTest(app, config.NATS_URL);
  return { app, config, keys, close };
}


export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => (cookie.name === SESSION_COOKIE || cookie.name === HOST_SESSION_COOKIE) && cookie.value !== '');
}

/** Registers a user and answers the `cookie` header value that carries its session. */
export async function registerUser(app: FastifyInstance, username = uniqueName(), password = 'secret123') {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: { username, password } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('register set no session cookie');
  return { username, password, user: response.json<{ id: string }>(), cookie: `${cookie.name}=${cookie.value}` };
}

export { sessionCookie, UNREACHABLE_NATS_URL, waitFor };
