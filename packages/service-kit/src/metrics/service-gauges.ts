import type { ConsumerInfo } from '@nats-io/jetstream';
import type { FastifyInstance } from 'fastify';
import type { NatsBus } from '../nats-bus.js';

/**
 * A durable consumer's state on the server, or null while NATS is away. Each consumer is shared by
 * the instances of its service, so every instance reports the same figures (use max() in PromQL).
 */
export async function consumerInfo(bus: Pick<NatsBus, 'jetstream'>, stream: string, durable: string): Promise<ConsumerInfo | null> {
  const js = bus.jetstream();
  if (!js) return null;
  const manager = await js.jetstreamManager(false);
  return manager.consumers.info(stream, durable);
}

/**
 * The gauges every service reads at scrape time: its outbox's backlog and oldest event, and the
 * lag of each durable consumer it watches (`app.metrics.watchConsumer`). Needs the outbox and the
 * NATS bus registered.
 */
export function collectServiceGauges(app: FastifyInstance): void {
  const { metrics, outbox, bus } = app;
  const backlog = metrics.gauge('tidings_outbox_backlog');
  const oldestAge = metrics.gauge('tidings_outbox_oldest_age_seconds');
  metrics.onScrape(async () => {
    const { events, oldestAt } = await outbox.waiting();
    backlog.set(events);
    oldestAge.set(oldestAt ? Math.max(0, (Date.now() - oldestAt.getTime()) / 1000) : 0);
  });

  const pending = metrics.gauge('tidings_jetstream_consumer_pending_messages');
  const ackPending = metrics.gauge('tidings_jetstream_consumer_ack_pending_messages');
  const redelivered = metrics.gauge('tidings_jetstream_consumer_redelivered_messages');
  metrics.onScrape(() =>
    Promise.all(
      metrics.watchedConsumers().map(async ({ stream, durable }) => {
        const info = await consumerInfo(bus, stream, durable).catch(() => null);
        if (!info) return;
        pending.set({ consumer: durable }, info.num_pending);
        ackPending.set({ consumer: durable }, info.num_ack_pending);
        redelivered.set({ consumer: durable }, info.num_redelivered);
      }),
    ),
  );
}
