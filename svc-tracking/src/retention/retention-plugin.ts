import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrackingConfig } from '../config.js';
import type { Clock } from '../lib/dates.js';
import { EventRetention } from './event-retention.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventRetention: EventRetention;
  }
}

type RetentionConfig = Pick<TrackingConfig, 'TRACKING_EVENTS_RETENTION' | 'TRACKING_EVENTS_RETENTION_INTERVAL' | 'TRACKING_EVENTS_RETENTION_BATCH'>;

/** The periodic delete of old tracking events, started once the service is ready. */
export const retentionPlugin = fp<{ config: RetentionConfig; clock: Clock }>(
  async (app: FastifyInstance, { config, clock }) => {
    const retention = new EventRetention(
      app.trackingEvents,
      clock,
      { retentionMs: config.TRACKING_EVENTS_RETENTION, intervalMs: config.TRACKING_EVENTS_RETENTION_INTERVAL, batch: config.TRACKING_EVENTS_RETENTION_BATCH },
      app.log,
    );
    app.decorate('eventRetention', retention);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', () => retention.stop());
  },
  { name: 'svc-tracking-retention', dependencies: ['svc-tracking-events'] },
);
