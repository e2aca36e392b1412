import { AckPolicy, DeliverPolicy, jetstreamManager, type JetStreamClient, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  ENGAGEMENT_READ,
  ENGAGEMENT_TIME,
  ENGAGEMENT_VIEWED,
  engagementReadSchema,
  engagementTimeSchema,
  engagementViewedSchema,
} from '@tidings/contracts/events/engagement';
import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_PREFERENCES_UPDATED, userPreferencesUpdatedSchema } from '@tidings/contracts/events/user-preferences-updated';
import { USER_REGISTERED, userRegisteredSchema } from '@tidings/contracts/events/user-registered';
import { consumeTraced } from '@tidings/service-kit/tracing/messages';
import type { Projection } from './projection.js';

type Handler = (data: unknown) => Promise<unknown>;

function handler<S extends z.ZodType>(schema: S, handle: (data: z.infer<S>) => Promise<unknown>): Handler {
  return (data) => handle(schema.parse(data));
}

export function projectionHandlers(projection: Projection): Record<string, Handler> {
  return {
    [USER_REGISTERED]: handler(userRegisteredSchema, (event) => projection.userRegistered(event)),
    [USER_PREFERENCES_UPDATED]: handler(userPreferencesUpdatedSchema, (event) => projection.preferencesUpdated(event)),
    [ENGAGEMENT_VIEWED]: handler(engagementViewedSchema, (event) => projection.engagementViewed(event)),
    [ENGAGEMENT_READ]: handler(engagementReadSchema, (event) => projection.engagementRead(event)),
    [ENGAGEMENT_TIME]: handler(engagementTimeSchema, (event) => projection.engagementTime(event)),
  };
}

interface ConsumerSpec {
  stream: string;
  durable: string;
  subjects: string[];
}

/** Redelivery delay after a failed write (the database may be briefly away). */
const RETRY_DELAY_MS = 2_000;

/**
 * Durable pull consumers, one per stream, each handling its messages one at a time and acking
 * only after the write; a message that cannot be parsed is terminated (it would never succeed).
 */
class ProjectionConsumers {
  private readonly running: Array<{ messages: ConsumerMessages; loop: Promise<void> }> = [];
  private stopped = false;

  constructor(
    readonly specs: ConsumerSpec[],
    private readonly handlers: Record<string, Handler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(js: JetStreamClient, nc: NatsConnection): Promise<void> {
    const manager = await jetstreamManager(nc);
    for (const spec of this.specs) {
      if (this.stopped) return;
      try {
        await manager.consumers.info(spec.stream, spec.durable);
      } catch {
        await manager.consumers.add(spec.stream, {
          durable_name: spec.durable,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          filter_subjects: spec.subjects,
        });
      }
      const consumer = await js.consumers.get(spec.stream, spec.durable);
      const messages = await consumer.consume({ max_messages: 64 });
      this.running.push({ messages, loop: this.loop(messages, spec.durable) });
    }
  }

  private async loop(messages: ConsumerMessages, durable: string): Promise<void> {
    // Each message continues the trace its publisher put in the headers (when tracing).
    for await (const message of messages) await consumeTraced(message.subject, message.headers, () => this.handle(message), durable);
  }

  private async handle(message: JsMsg): Promise<void> {
    const handle = this.handlers[message.subject];
    if (!handle) return message.term();
    let data: unknown;
    try {
      data = message.json();
    } catch {
      this.log.warn({ subject: message.subject }, 'event is not JSON; dropped');
      return message.term();
    }
    try {
      await handle(data);
      message.ack();
    } catch (error) {
      if ((error as Error).name === 'ZodError') {
        this.log.warn({ err: error, subject: message.subject }, 'event does not match its contract; dropped');
        return message.term();
      }
      this.log.error({ err: error, subject: message.subject }, 'event handling failed; will be redelivered');
      message.nak(RETRY_DELAY_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const { messages } of this.running) await messages.close().catch(() => undefined);
    await Promise.all(this.running.map(({ loop }) => loop.catch(() => undefined)));
  }
}

export const projectionConsumersPlugin = fp<{ prefix: string }>(
  async (app: FastifyInstance, { prefix }) => {
    const consumers = new ProjectionConsumers(
      [
        { stream: STREAMS.users.name, durable: `${prefix}-users`, subjects: [USER_REGISTERED, USER_PREFERENCES_UPDATED] },
        { stream: STREAMS.engagement.name, durable: `${prefix}-engagement`, subjects: [ENGAGEMENT_VIEWED, ENGAGEMENT_READ, ENGAGEMENT_TIME] },
      ],
      projectionHandlers(app.projection),
      app.log,
    );
    for (const { stream, durable } of consumers.specs) app.metrics.watchConsumer(stream, durable);
    app.bus.onReady((js, nc) => {
      consumers.start(js, nc).catch((error: unknown) => app.log.error({ err: error }, 'projection consumers did not start'));
    });
    // Registered after the NATS plugin, so this runs before the connection drains.
    app.addHook('onClose', () => consumers.stop());
  },
  { name: 'svc-news-projection-consumers', dependencies: ['svc-news-projection', 'tidings-nats'] },
);
