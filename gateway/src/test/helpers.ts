import { generateSigningKeys, JWT_ALGORITHM, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import { serverOptions } from '@tidings/service-kit/logger';
import { RevocationSet } from '@tidings/service-kit/session-revocations';
import { UNREACHABLE_NATS_URL } from '@tidings/service-kit/testing/session';
import { createSigner } from 'fast-jwt';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import gatewayApp from '../app.js';
import { loadConfig, type GatewayConfig, type ServiceName } from '../config.js';
import { GatewayLogController } from '../request-log.js';

export const keys = generateSigningKeys();

/** Each service's part of an empty user's data export, as its contract allows. */
export const EXPORT_PARTS: Record<ServiceName, object> = {
  auth: {
    profile: { id: 'u1', username: 'ada', createdAt: '2026-01-01T00:00:00.000Z', currentStreak: 0, maxStreak: 0, lastStreakDate: null, articlesReadToday: 0, totalArticlesRead: 0 },
    preferences: { interests: [], followingPersonalities: [], blockedTopics: [], darkMode: false, notificationsEnabled: true, goodNewsMode: false, onboardingCompleted: true },
    loginSessions: [],
  },
  news: { bookmarks: [], reactions: [], likes: [], seenArticles: [], feedProfile: null, topics: [], inboxLastVisitAt: null, editions: [] },
  tracking: { readingSessions: [], events: [], engagement: [], reads: [], readingDays: [], seenHistory: [] },
};

const otherKeys = generateSigningKeys();

export function sessionToken(claims: Record<string, unknown> = {}, options: { expiresIn?: number; forged?: boolean } = {}): string {
  const sign = createSigner({
    key: options.forged ? otherKeys.privateKey : keys.privateKey,
    algorithm: JWT_ALGORITHM,
    iss: JWT_ISSUER,
    expiresIn: options.expiresIn ?? 3_600_000,
  });
  return sign({ sub: 'u1', username: 'ada', jti: randomUUID(), sst: Date.now(), ...claims });
}

/** The revocations a gateway built by `buildGateway` without NATS honours; tests add to it. */
export const testRevocations = { set: new RevocationSet(), loaded: true };

export const sessionCookie = (token = sessionToken()) => `theme=dark; ${SESSION_COOKIE}=${token}`;

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeService {
  name: ServiceName;
  url: string;
  seen: SeenRequest[];
  app: FastifyInstance;
  readonly openapiFetches: number;
  close: () => Promise<void>;
}

export interface FakeServiceOptions {
  ready?: boolean;
  openapi?: object | null;
  /** Extra routes registered before the echo catch-all. */
  setup?: (app: FastifyInstance) => void;
  /** A fixed port (an instance started again where it was); a free one by default. */
  port?: number;
  /** How long its /readyz takes to answer (a process slowed down by load). */
  readyDelayMs?: number;
}

/** A stand-in for svc-auth/news/tracking on an ephemeral port: it echoes what it received. */
export async function startFakeService(name: ServiceName, options: FakeServiceOptions = {}): Promise<FakeService> {
  const app = Fastify({ logger: false });
  const seen: SeenRequest[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.get('/readyz', async (_request, reply) => {
    if (options.readyDelayMs) await new Promise((resolve) => setTimeout(resolve, options.readyDelayMs));
    return reply.code(options.ready === false ? 503 : 200).send({ status: options.ready === false ? 'not ready' : 'ready' });
  });
  const fake = { openapiFetches: 0 };
  app.get('/openapi.json', async (_request, reply) => {
    fake.openapiFetches++;
    if (options.openapi === null) return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND' });
    return options.openapi ?? { openapi: '3.0.3', info: { title: name, version: '1' }, paths: {} };
  });
  options.setup?.(app);
  app.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers }, body: typeof request.body === 'string' ? request.body : '' });
    return reply
      .header('x-served-by', name)
      .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      .header('keep-alive', 'timeout=5')
      .send({ service: name, method: request.method, url: request.url });
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    app,
    get openapiFetches() {
      return fake.openapiFetches;
    },
    close: () => app.close(),
  };
}

/** A port nothing listens on: the "service is down" case. */
export async function deadServiceUrl(): Promise<string> {
  const app = Fastify();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  await app.close();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 1}`;
}

export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  return loadConfig({ JWT_PUBLIC_KEY: keys.publicKey, NATS_URL: UNREACHABLE_NATS_URL, WEB_ROOT: join(tmpdir(), 'tidings-gateway-no-web-root'), LOG_LEVEL: 'silent', ...env });
}

export async function buildGateway(config: GatewayConfig, logLevel = process.env.GATEWAY_TEST_LOG ?? 'silent'): Promise<FastifyInstance> {
  const app = Fastify({ ...serverOptions('gateway', logLevel, { trustedProxies: config.trustedProxies }), logController: new GatewayLogController() });
  // Without a real NATS (the gateway's unit tests) the revocations are a set the test controls.
  await app.register(gatewayApp, { config, revocations: config.natsUrl === UNREACHABLE_NATS_URL ? testRevocations : undefined });
  await app.ready();
  return app;
}

/** Three fake services and a gateway in front of them. */
export async function startStack(env: Record<string, string> = {}, options: Partial<Record<ServiceName, FakeServiceOptions>> = {}) {
  const [auth, news, tracking] = await Promise.all([
    startFakeService('auth', options.auth),
    startFakeService('news', options.news),
    startFakeService('tracking', options.tracking),
  ]);
  const services = { auth, news, tracking };
  const gateway = await buildGateway(
    testConfig({ AUTH_SERVICE_URL: auth.url, NEWS_SERVICE_URL: news.url, TRACKING_SERVICE_URL: tracking.url, ...env }),
  );
  const close = async () => {
    await gateway.close();
    await Promise.all([auth.close(), news.close(), tracking.close()]);
  };
  return { gateway, services, close };
}

/** A WEB_ROOT laid out like the real build: hashed chunks, entry points, and one remote not built. */
export function makeWebRoot(files: Record<string, string | Buffer> = {}): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'tidings-web-'));
  const layout: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<!doctype html><html><body><div id="root"></div><script defer src="/main.1a2b3c4d5e.js"></script></body></html>',
    'shell/dist/main.1a2b3c4d5e.js': 'console.log("shell")',
    'shell/dist/main.1a2b3c4d5e.css': 'body{margin:0}',
    'shell/dist/assets/logo.0f1e2d3c4b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'shell/dist/icons/icon-192.png': 'png',
    'shell/dist/static/fonts/inter.woff2': 'woff2',
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {})',
    'shell/dist/manifest.webmanifest': '{"name":"Tidings","start_url":"/"}',
    'mf-feed/dist/remoteEntry.js': 'var mf_feed;',
    'mf-feed/dist/mf-manifest.json': '{"id":"mf_feed","name":"mf_feed"}',
    'mf-feed/dist/main.76adb3baf9.js': 'console.log("feed")',
    'mf-discover/dist/remoteEntry.js': 'var mf_discover;',
    'mf-discover/dist/mf-manifest.json': '{"id":"mf_discover"}',
    'mf-onboarding/dist/remoteEntry.js': 'var mf_onboarding;',
    'mf-onboarding/dist/mf-manifest.json': '{"id":"mf_onboarding"}',
    ...files,
  };
  for (const [path, content] of Object.entries(layout)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A gateway over a temporary built-frontends folder for the whole test file: created before the
 * first test, closed and removed after the last. Read `.gateway` and `.webDir` inside tests.
 */
export function useGatewayOverWebRoot(env: Record<string, string> = {}): { gateway: FastifyInstance; webDir: string } {
  const holder = {} as { gateway: FastifyInstance; webDir: string };
  let web: ReturnType<typeof makeWebRoot>;
  beforeAll(async () => {
    web = makeWebRoot();
    holder.webDir = web.dir;
    holder.gateway = await buildGateway(testConfig({ WEB_ROOT: web.dir, ...env }));
  });
  afterAll(async () => {
    await holder.gateway.close();
    web.remove();
  });
  return holder;
}
