import type { FastifyInstance } from 'fastify';
import { consumerInfo } from '@tidings/service-kit/metrics/service-gauges';
import { INTAKE_STREAM, intakeDurable } from './intake-stream.js';

/**
 * The intake's backlog at each scrape: what the deployment's one store consumer has not stored
 * yet (not delivered, plus delivered and not acknowledged). Its lag also shows per consumer.
 */
export function collectIntakeBacklog(app: FastifyInstance): void {
  const durable = intakeDurable(app.db.name);
  app.metrics.watchConsumer(INTAKE_STREAM, durable);
  const backlog = app.metrics.gauge('tidings_intake_backlog_events');
  app.metrics.onScrape(async () => {
    const info = await consumerInfo(app.bus, INTAKE_STREAM, durable);
    if (info) backlog.set(info.num_pending + info.num_ack_pending);
  });
}
