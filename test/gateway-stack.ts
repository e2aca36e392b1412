// The whole backend on the real engines, in this process, behind a real gateway: svc-auth,
// svc-news and svc-tracking each listen on a free port with a fresh database and one shared
// session key pair — as `instances` processes each (GATEWAY_STACK_INSTANCES, else 1) on the same
// database and durable consumers — and the gateway balances across them. Tests that must hold "through the gateway"
// (security, data rights) drive `gateway.inject` or `fetch(stack.url)`.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { generateSigningKeys, SESSION_COOKIE, type KeyPair } from '@tidings/service-kit/keys';
import { waitFor } from '@tidings/service-kit/testing/session';
import { build as buildAuth, type TestApp as AuthApp } from '../svc-auth/src/test/helper.js';
import { build as buildNews, type TestApp as NewsApp } from '../svc-news/src/test/helper.js';
import { build as buildTracking, type TestApp as TrackingApp, type TestClock } from '../svc-tracking/src/test/helper.js';
import { buildGateway, testConfig } from '../gateway/src/test/helpers.js';

export interface GatewayStackOptions {
  /** Environment for every service (as strings, like the real environment). */
  env?: Record<string, string>;
  auth?: Record<string, string>;
  news?: Record<string, string>;
  tracking?: Record<string, string>;
  gateway?: Record<string, string>;
  /** svc-tracking's clock (its TestClock), for tests that move time, e.g. past a retention. */
  trackingClock?: TestClock;
  /** The session key pair; a fresh one by default. Pass another stack's to share its sessions. */
  keys?: KeyPair;
  /** Wait until the gateway's /readyz says ready (default); off for a stack that is broken on purpose. */
  waitUntilReady?: boolean;
  /** Instances of each service behind the gateway; GATEWAY_STACK_INSTANCES or 1 by default. */
  instances?: number;
}

/** How many instances of each service a stack runs unless a test says. */
export const DEFAULT_INSTANCES = Number(process.env.GATEWAY_STACK_INSTANCES ?? 1);

export interface GatewayStack {
  gateway: FastifyInstance;
  /** The gateway's own origin, for `fetch` (real sockets, real client addresses). */
  url: string;
  /** Each service's first instance (its database, config and clock are every instance's). */
  auth: AuthApp;
  news: NewsApp;
  tracking: TrackingApp;
  /** Every instance of each service, the first included, in the gateway's order. */
  instances: Record<'auth' | 'news' | 'tracking', ExtraInstance[]>;
  keys: KeyPair;
  /** The options the stack was started with (a second instance or gateway reuses them). */
  options: GatewayStackOptions;
  close: () => Promise<void>;
}

/** One more process of a service or of the gateway, on the same engines (and database). */
export interface ExtraInstance {
  app: FastifyInstance;
  url: string;
  /** Closes it; the database stays (it belongs to the stack). */
  close: () => Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export async function startGatewayStack(options: GatewayStackOptions = {}): Promise<GatewayStack> {
  const keys = options.keys ?? generateSigningKeys();
  // svc-tracking asks this stack's svc-news about articles, not another stack's on the shared NATS.
  const common = { ARTICLES_RPC_SUBJECT: `test.articles.${randomUUID()}`, ...options.env };
  const [auth, news, tracking] = await Promise.all([
    buildAuth({ ...common, ...options.auth }, keys),
    buildNews({ ...common, JWT_PUBLIC_KEY: keys.publicKey, ...options.news }),
    buildTracking({ keys, env: { ...common, ...options.tracking }, clock: options.trackingClock }),
  ]);
  const [authUrl, newsUrl, trackingUrl] = await Promise.all([auth.app, news.app, tracking.app].map(listen));
  const first = { auth: { app: auth.app, url: authUrl!, close: auth.close }, news: { app: news.app, url: newsUrl!, close: news.close }, tracking: { app: tracking.app, url: trackingUrl!, close: tracking.close } };
  const partial = { auth, news, tracking, keys, options };
  const more = Math.max(1, options.instances ?? DEFAULT_INSTANCES) - 1;
  const extra = await Promise.all(
    (['auth', 'news', 'tracking'] as const).flatMap((service) => Array.from({ length: more }, () => addServiceInstance(partial, service).then((instance) => ({ service, instance })))),
  );
  const instances = { auth: [first.auth], news: [first.news], tracking: [first.tracking] };
  for (const { service, instance } of extra) instances[service].push(instance);
  const urls = (service: keyof typeof instances) => instances[service].map((instance) => instance.url).join(',');
  const { app: gateway, url } = await startGateway(keys, { auth: urls('auth'), news: urls('news'), tracking: urls('tracking') }, options.gateway, options.waitUntilReady);
  return {
    gateway,
    url,
    auth,
    news,
    tracking,
    instances,
    keys,
    options,
    close: async () => {
      await gateway.close();
      // The extra instances first: the first ones drop the databases they share.
      await Promise.all(extra.map(({ instance }) => instance.close()));
      await Promise.all([auth.close(), news.close(), tracking.close()]);
    },
  };
}

async function startGateway(
  keys: KeyPair,
  services: Record<'auth' | 'news' | 'tracking', string>,
  env: Record<string, string> = {},
  waitUntilReady = true,
): Promise<ExtraInstance> {
  const app = await buildGateway(
    testConfig({
      JWT_PUBLIC_KEY: keys.publicKey,
      NATS_URL: inject('natsUrl'),
      AUTH_SERVICE_URL: services.auth,
      NEWS_SERVICE_URL: services.news,
      TRACKING_SERVICE_URL: services.tracking,
      ...env,
    }),
  );
  const url = await listen(app);
  // Ready means the services answer and the gateway has read the revoked sessions from NATS.
  if (waitUntilReady) await waitFor(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200, 'the gateway to be ready');
  return { app, url, close: () => app.close() };
}

/** A second gateway in front of the stack's services (another instance behind a load balancer). */
export function addGateway(stack: GatewayStack): Promise<ExtraInstance> {
  const urls = (service: 'auth' | 'news' | 'tracking') => stack.instances[service].map((instance) => instance.url).join(',');
  return startGateway(stack.keys, { auth: urls('auth'), news: urls('news'), tracking: urls('tracking') }, stack.options.gateway);
}

/** One more instance of a service on the same database, NATS and durable consumers, listening on its own port. */
export async function addServiceInstance(
  stack: Pick<GatewayStack, 'auth' | 'news' | 'tracking' | 'keys' | 'options'>,
  service: 'auth' | 'news' | 'tracking',
): Promise<ExtraInstance> {
  const common = stack.options.env ?? {};
  let app: FastifyInstance;
  if (service === 'auth') {
    app = (await buildAuth({ ...common, ...stack.options.auth, MONGO_DB: stack.auth.config.MONGO_DB }, stack.keys)).app;
  } else if (service === 'news') {
    const env = { ...common, JWT_PUBLIC_KEY: stack.keys.publicKey, ...stack.options.news };
    const shared = { MONGO_DB: stack.news.config.MONGO_DB, CONSUMER_PREFIX: stack.news.config.CONSUMER_PREFIX, ARTICLES_RPC_SUBJECT: stack.news.config.ARTICLES_RPC_SUBJECT };
    app = (await buildNews({ ...env, ...shared })).app;
  } else {
    const shared = { MONGO_DB: stack.tracking.config.MONGO_DB, CONSUMER_PREFIX: stack.tracking.config.CONSUMER_PREFIX, ARTICLES_RPC_SUBJECT: stack.tracking.config.ARTICLES_RPC_SUBJECT };
    const env = { ...common, ...stack.options.tracking, ...shared };
    app = (await buildTracking({ keys: stack.keys, env, clock: stack.options.trackingClock })).app;
  }
  return { app, url: await listen(app), close: () => app.close() };
}

/** The `cookie` header value carrying the session a response set (register, login, renewals). */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === `__Host-${SESSION_COOKIE}`);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Registers a fresh user through the gateway. */
export async function registerThroughGateway(stack: GatewayStack, username: string, password = 'Harbour-lights-42') {
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { username, password, id: response.json<{ id: string }>().id, cookie: sessionCookieFrom(response) };
}
