import helmet from '@fastify/helmet';
import { errorHandlerPlugin } from '@tidings/service-kit/errors';
import { loadPublicKey, PUBLIC_KEY_PATH } from '@tidings/service-kit/keys';
import { REQUEST_ID_HEADER } from '@tidings/service-kit/logger';
import { metricsPlugin } from '@tidings/service-kit/metrics/metrics-plugin';
import type { RevocationWatcher } from '@tidings/service-kit/session-revocations';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { AccessTokenExchange } from './access-token-exchange.js';
import { registerApiCors } from './api-cors.js';
import { createBearerCheck } from './bearer-check.js';
import type { GatewayConfig } from './config.js';
import { shellInlineScriptHashes } from './inline-script-hashes.js';
import { apiProxyRoutes } from './routes/api-proxy.js';
import { healthRoutes } from './routes/health.js';
import { gatewayOpenApiPaths, openApiRoutes } from './routes/openapi.js';
import { staticHostingRoutes } from './routes/static-hosting.js';
import { userExportRoutes } from './routes/user-export.js';
import { NO_SHARED_STORE, vitalsRoutes } from './routes/vitals.js';
import { HSTS_VALUE, helmetOptions } from './security-headers.js';
import { watchSessionRevocations } from './revocation-feed.js';
import { createSessionCheck, createSessionVerifier } from './session.js';
import { Upstreams } from './upstreams.js';

export interface GatewayAppOptions {
  config: GatewayConfig;
  /** The session public key (PEM); when absent it is loaded as the config says (env, file, or svc-auth). */
  publicKey?: string;
  /** Tests without NATS hand in a fixed set; otherwise it is watched from NATS_URL. */
  revocations?: Pick<RevocationWatcher, 'set' | 'loaded'>;
}

/** Where the session public key comes from: JWT_PUBLIC_KEY, JWT_PUBLIC_KEY_FILE, or svc-auth (its instances asked in turn until one answers). */
export async function resolvePublicKey(config: GatewayConfig, attempts = 60, delayMs = 500): Promise<string> {
  const urls = config.services.auth.map((origin) => new URL(PUBLIC_KEY_PATH, origin).href);
  if (config.jwtPublicKey || config.jwtPublicKeyFile || urls.length === 1) {
    return loadPublicKey({ pem: config.jwtPublicKey, file: config.jwtPublicKeyFile, url: urls[0] }, attempts, delayMs);
  }
  for (let attempt = 1; ; attempt++) {
    const url = urls[attempt % urls.length]!;
    try {
      return await loadPublicKey({ url }, 1, 0);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * The gateway as a plugin: one origin for the PWA. Tiers: connections (upstream pools, helmet,
 * error handler) → request-wide hooks (request id, HSTS, CORS for ALLOWED_ORIGINS) → routes (health, OpenAPI, the /api proxy, static files).
 */
async function gatewayApp(app: FastifyInstance, options: GatewayAppOptions): Promise<void> {
  const { config, publicKey } = options;
  // First: its request hook sees every route, and the routes below count with app.metrics.
  await app.register(metricsPlugin, { deployable: 'gateway', ...config.metrics });
  const upstreams = new Upstreams(config, app.log);
  app.addHook('onClose', () => upstreams.close());
  // Without NATS (tests hand in the revocations) the gateway's own limits count in this process.
  const nats = options.revocations ? { watcher: options.revocations, bus: NO_SHARED_STORE } : watchSessionRevocations(app, config.natsUrl);
  const revocations = nats.watcher;
  if (!publicKey) app.log.info({ services: config.services }, 'loading the session public key');
  const verify = createSessionVerifier(publicKey ?? (await resolvePublicKey(config)));
  const checkSession = createSessionCheck(verify, revocations.set);
  const checkBearer = createBearerCheck(new AccessTokenExchange({ upstreams, verify, revocations: revocations.set, log: app.log, cacheCounts: app.metrics.cache('access_token_grant') }));

  await app.register(errorHandlerPlugin);
  await app.register(helmet, helmetOptions(config, shellInlineScriptHashes(join(config.webRoot, 'shell', 'dist', 'index.html'))));

  app.addHook('onRequest', (request, reply, done) => {
    // Every answer names its request id, so a user's report can be matched to the logs of each hop.
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
  registerApiCors(app, config.allowedOrigins);

  await app.register(healthRoutes, { upstreams, sessionsLoaded: () => revocations.loaded, details: config.healthDetails });
  await app.register(openApiRoutes, { upstreams, cacheMs: config.openapiCacheMs, docsEnabled: config.docsEnabled, gatewayPaths: gatewayOpenApiPaths(config.vitalsLimit) });
  await app.register(userExportRoutes, { upstreams, checkSession, checkBearer, timeoutMs: config.upstream.timeoutMs, bus: nats.bus });
  await app.register(vitalsRoutes, { bus: nats.bus, limit: config.vitalsLimit, allowedOrigins: config.allowedOrigins });
  await app.register(apiProxyRoutes, { upstreams, checkSession, checkBearer, allowedOrigins: config.allowedOrigins, bodyLimit: config.bodyLimit });
  await app.register(staticHostingRoutes, { webRoot: config.webRoot, remoteUrls: config.remoteUrls });
}

export default fp(gatewayApp, { name: 'tidings-gateway', fastify: '5.x' });
