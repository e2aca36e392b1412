// The merged OpenAPI document of the whole /api, built without starting the stack: each service's
// Fastify app is built in this process (never listening) and asked for its /openapi.json with
// `inject`, and the gateway's own merge joins them. A service app connects to its database while
// it loads (its repositories create their indexes), so the build needs a MongoDB: MONGO_URL, or
// the embedded FerretDB started here for the few seconds it takes. NATS is not needed: the apps
// connect to it in the background and are never asked for anything that needs it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import authApp from '../svc-auth/src/app.js';
import { loadConfig as loadAuthConfig } from '../svc-auth/src/config.js';
import newsApp from '../svc-news/src/app.js';
import { loadConfig as loadNewsConfig } from '../svc-news/src/config.js';
import trackingApp from '../svc-tracking/src/app.js';
import { loadConfig as loadTrackingConfig } from '../svc-tracking/src/config.js';
import { loadConfig as loadGatewayConfig, type ServiceName } from '../gateway/src/config.js';
import { mergeOpenApi, type OpenApiDocument } from '../gateway/src/openapi-merge.js';
import { gatewayOpenApiPaths } from '../gateway/src/routes/openapi.js';
import { generateSigningKeys } from '@tidings/service-kit/keys';
import { UNREACHABLE_NATS_URL } from '@tidings/service-kit/testing/session';
import { startFerretdb } from './engines.js';

type ServiceBuilder = (app: FastifyInstance, env: Record<string, string>) => Promise<void>;

// Each service as its server.ts registers it, with what its config needs and nothing running
// that is not needed to list its routes (ingestion, the starter corpus).
const SERVICES: Record<ServiceName, ServiceBuilder> = {
  auth: async (app, env) => {
    await app.register(authApp, { config: loadAuthConfig({ ...env, JWT_PRIVATE_KEY: generateSigningKeys().privateKey }) });
  },
  news: async (app, env) => {
    await app.register(newsApp, { config: loadNewsConfig({ ...env, INGESTION_ENABLED: 'false', CORPUS_ENABLED: 'false' }) });
  },
  tracking: async (app, env) => {
    await app.register(trackingApp, { config: loadTrackingConfig(env) });
  },
};

async function serviceDocument(service: ServiceName, mongoUrl: string): Promise<OpenApiDocument> {
  const database = `openapi-${service}-${randomUUID().slice(0, 8)}`;
  const env = { MONGO_URL: mongoUrl, MONGO_DB: database, NATS_URL: UNREACHABLE_NATS_URL, JWT_PUBLIC_KEY: generateSigningKeys().publicKey, LOG_LEVEL: 'silent' };
  const app = Fastify({ logger: false });
  try {
    await SERVICES[service](app, env);
    await app.ready();
    const response = await app.inject({ url: '/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`${service} answered ${response.statusCode} for /openapi.json`);
    return response.json<OpenApiDocument>();
  } finally {
    await app.db?.dropDatabase().catch(() => undefined);
    await app.close();
  }
}

/** The merged document, as the gateway serves it at GET /api/openapi.json. */
export async function buildApiDocument(mongoUrl: string): Promise<OpenApiDocument> {
  const docs = Object.fromEntries(
    await Promise.all((Object.keys(SERVICES) as ServiceName[]).map(async (service) => [service, await serviceDocument(service, mongoUrl)] as const)),
  );
  const gateway = loadGatewayConfig({ JWT_PUBLIC_KEY: generateSigningKeys().publicKey, NATS_URL: UNREACHABLE_NATS_URL, WEB_ROOT: tmpdir(), LOG_LEVEL: 'silent' });
  const { document, unrouted } = mergeOpenApi(docs, [], gatewayOpenApiPaths(gateway.vitalsLimit));
  if (unrouted.length) throw new Error(`Services document operations the gateway's route map does not send to them:\n${unrouted.join('\n')}`);
  return document;
}

/** Runs `use` with a MongoDB URL: MONGO_URL when set, else an embedded FerretDB in a temporary folder. */
export async function withMongo<T>(use: (mongoUrl: string) => Promise<T>): Promise<T> {
  if (process.env.MONGO_URL) return use(process.env.MONGO_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'tidings-openapi-'));
  const engine = await startFerretdb(dataDir);
  try {
    return await use(engine.url);
  } finally {
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
