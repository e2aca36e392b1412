import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { loadPublicKeyFromEnv } from '@tidings/service-kit/keys';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import type { TrackingConfig } from './config.js';
import { systemClock, type Clock } from './lib/dates.js';
import { engagementRoutes } from './routes/engagement.js';
import { eventRoutes } from './routes/events.js';
import { readingRoutes } from './routes/reading.js';
import { sessionRoutes } from './routes/sessions.js';
import { trackingServicesPlugin } from './tracking-services.js';

export interface TrackingAppOptions {
  config: TrackingConfig;
  /** What "now" is; tests move it across midnights and DST changes. */
  clock?: Clock;
}

/** svc-tracking as a plugin: connections, then repositories and services, then the routes. */
async function trackingApp(app: FastifyInstance, { config, clock = systemClock }: TrackingAppOptions): Promise<void> {
  await app.register(servicePlatform, {
    name: 'svc-tracking',
    health: { details: config.HEALTH_DETAILS },
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    nats: { url: config.NATS_URL, streams: [STREAMS.engagement] },
    auth: { publicKey: await loadPublicKeyFromEnv(config) },
    openapi: {
      title: 'Tidings svc-tracking',
      description: 'Reading sessions, events, engagement and streaks',
      tags: [
        { name: 'sessions', description: 'Reading sessions' },
        { name: 'events', description: 'Buffered client events' },
        { name: 'engagement', description: 'Views, reads and time spent per article' },
        { name: 'reading', description: 'Reads from the article reader, and the streak' },
      ],
    },
  });

  await app.register(trackingServicesPlugin, { clock });

  await app.register(sessionRoutes);
  await app.register(eventRoutes);
  await app.register(engagementRoutes);
  await app.register(readingRoutes);
}

export default fp(trackingApp, { name: 'svc-tracking' });
