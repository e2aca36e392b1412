import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { loadPublicKeyFromEnv } from '@tidings/service-kit/keys';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import type { TrackingConfig } from './config.js';

export interface TrackingAppOptions {
  config: TrackingConfig;
}

/**
 * svc-tracking as a plugin. This issue: the platform only (mongo, NATS with the ENGAGEMENT stream it
 * will publish to, outbox, session check, health, OpenAPI); the routes come with the next issue.
 */
async function trackingApp(app: FastifyInstance, { config }: TrackingAppOptions): Promise<void> {
  await app.register(servicePlatform, {
    name: 'svc-tracking',
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    nats: { url: config.NATS_URL, streams: [STREAMS.engagement] },
    auth: { publicKey: await loadPublicKeyFromEnv(config) },
    openapi: { title: 'Tidings svc-tracking', description: 'Reading sessions, events, engagement and streaks' },
  });
}

export default fp(trackingApp, { name: 'svc-tracking' });
