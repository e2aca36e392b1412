import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { loadPublicKeyFromEnv } from '@tidings/service-kit/keys';
import { idempotencyPlugin } from '@tidings/service-kit/idempotency';
import { metricsListenerFrom } from '@tidings/service-kit/metrics/metrics-plugin';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import { userRateLimitsFrom } from '@tidings/service-kit/user-rate-limits';
import type { TrackingConfig } from './config.js';
import { articlesPlugin } from './articles/articles-plugin.js';
import { engagementPublisherPlugin } from './engagement/engagement-publisher.js';
import { engagementRepositoryPlugin } from './engagement/engagement-repository.js';
import { engagementServicePlugin } from './engagement/engagement-service.js';
import { seenHistoryRepositoryPlugin } from './engagement/seen-history-repository.js';
import { trackingEventRepositoryPlugin } from './events/event-repository.js';
import { eventServicePlugin } from './events/event-service.js';
import { intakeStream } from './events/intake-stream.js';
import { systemClock, type Clock } from './lib/dates.js';
import { readRepositoryPlugin } from './reading/read-repository.js';
import { readingDayRepositoryPlugin } from './reading/reading-day-repository.js';
import { readingServicePlugin } from './reading/reading-service.js';
import { retentionPlugin } from './retention/retention-plugin.js';
import { engagementRoutes } from './routes/engagement.js';
import { eventRoutes } from './routes/events.js';
import { readingRoutes } from './routes/reading.js';
import { sessionRoutes } from './routes/sessions.js';
import { sessionRepositoryPlugin } from './sessions/session-repository.js';
import { sessionServicePlugin } from './sessions/session-service.js';
import { userDataPlugin } from './user-data/user-data-plugin.js';

export interface TrackingAppOptions {
  config: TrackingConfig;
  /** What "now" is; tests move it across midnights and DST changes. */
  clock?: Clock;
}

/** svc-tracking as a plugin: connections, then repositories and services, then the routes. */
async function trackingApp(app: FastifyInstance, { config, clock = systemClock }: TrackingAppOptions): Promise<void> {
  await app.register(servicePlatform, {
    name: 'svc-tracking',
    metrics: metricsListenerFrom(config),
    health: { details: config.HEALTH_DETAILS },
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    // It publishes engagement.*, consumes svc-news' article.* and user.deleted: those streams exist whoever starts first.
    // The event intake's stream is its own.
    nats: { url: config.NATS_URL, streams: [STREAMS.engagement, STREAMS.articles, STREAMS.users, intakeStream(config)] },
    auth: { publicKey: await loadPublicKeyFromEnv(config) },
    rateLimits: userRateLimitsFrom(config),
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

  // Repositories (indexes created and awaited before listening), then the domain services.
  await app.register(sessionRepositoryPlugin);
  await app.register(trackingEventRepositoryPlugin);
  await app.register(engagementRepositoryPlugin);
  await app.register(seenHistoryRepositoryPlugin);
  await app.register(readRepositoryPlugin);
  await app.register(readingDayRepositoryPlugin);
  await app.register(engagementPublisherPlugin);
  await app.register(sessionServicePlugin, { clock });
  await app.register(eventServicePlugin, { clock, config });
  await app.register(readingServicePlugin, { clock });
  await app.register(engagementServicePlugin, { clock });
  await app.register(idempotencyPlugin);
  await app.register(userDataPlugin, { sweepAfterMs: config.USER_ERASE_SWEEP });
  await app.register(articlesPlugin, { config, clock });
  await app.register(retentionPlugin, { config, clock });

  await app.register(sessionRoutes);
  await app.register(eventRoutes, { budget: config });
  await app.register(engagementRoutes);
  await app.register(readingRoutes);
}

export default fp(trackingApp, { name: 'svc-tracking' });
