// The whole backend on the real engines, in this process, behind a real gateway: svc-auth,
// svc-news and svc-tracking each listen on a free port with a fresh database and one shared
// session key pair, and the gateway proxies to them. Tests that must hold "through the gateway"
// (security, data rights) drive `gateway.inject` or `fetch(stack.url)`.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSigningKeys, SESSION_COOKIE, type KeyPair } from '@tidings/service-kit/keys';
import { build as buildAuth, type TestApp as AuthApp } from '../svc-auth/src/test/helper.js';
import { build as buildNews, type TestApp as NewsApp } from '../svc-news/src/test/helper.js';
import { build as buildTracking, type TestApp as TrackingApp } from '../svc-tracking/src/test/helper.js';
import { buildGateway, testConfig } from '../gateway/src/test/helpers.js';

export interface GatewayStackOptions {
  /** Environment for every service (as strings, like the real environment). */
  env?: Record<string, string>;
  auth?: Record<string, string>;
  news?: Record<string, string>;
  tracking?: Record<string, string>;
  gateway?: Record<string, string>;
  /** The session key pair; a fresh one by default. Pass another stack's to share its sessions. */
  keys?: KeyPair;
}

export interface GatewayStack {
  gateway: FastifyInstance;
  /** The gateway's own origin, for `fetch` (real sockets, real client addresses). */
  url: string;
  auth: AuthApp;
  news: NewsApp;
  tracking: TrackingApp;
  keys: KeyPair;
  close: () => Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export async function startGatewayStack(options: GatewayStackOptions = {}): Promise<GatewayStack> {
  const keys = options.keys ?? generateSigningKeys();
  const common = options.env ?? {};
  const [auth, news, tracking] = await Promise.all([
    buildAuth({ ...common, ...options.auth }, keys),
    buildNews({ ...common, JWT_PUBLIC_KEY: keys.publicKey, ...options.news }),
    buildTracking({ keys, env: { ...common, ...options.tracking } }),
  ]);
  const [authUrl, newsUrl, trackingUrl] = await Promise.all([auth.app, news.app, tracking.app].map(listen));
  const gateway = await buildGateway(
    testConfig({
      JWT_PUBLIC_KEY: keys.publicKey,
      AUTH_SERVICE_URL: authUrl!,
      NEWS_SERVICE_URL: newsUrl!,
      TRACKING_SERVICE_URL: trackingUrl!,
      ...options.gateway,
    }),
  );
  const url = await listen(gateway);
  return {
    gateway,
    url,
    auth,
    news,
    tracking,
    keys,
    close: async () => {
      await gateway.close();
      await Promise.all([auth.close(), news.close(), tracking.close()]);
    },
  };
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
