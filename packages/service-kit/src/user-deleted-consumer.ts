import { AckPolicy, DeliverPolicy, jetstreamManager, type ConsumerMessages, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { USER_DELETED, userDeletedSchema, type UserDeleted } from '@tidings/contracts/events/user-deleted';
import { consumeTraced } from './tracing/messages.js';

export interface UserDeletedConsumerOptions {
  /** Erases the user's rows in this service's database; must be idempotent (a redelivery runs it again). */
  erase: (event: UserDeleted) => Promise<unknown>;
  /**
   * Forgets the user in this instance's memory (caches). Runs on EVERY instance, from a
   * per-instance ordered consumer, besides the one whose durable consumer erased the rows.
   */
  forget?: (userId: string) => void;
  /**
   * Erase once more this long after the first erase (the message is redelivered then, so it
   * survives a restart): an event about the user still on its way (a projection consumer lagging
   * behind) would otherwise write them back. Off when absent.
   */
  sweepAfterMs?: number;
}

/** Redelivery delay after a failed erase (the database may be briefly away). */
const RETRY_DELAY_MS = 2_000;

/**
 * The durable is named after the database it erases from: the instances of one service share it
 * (each deletion is erased once), while two deployments on one NATS (tests) never steal each
 * other's messages.
 */
export function userDeletedDurable(dbName: string): string {
  return `user-deleted-${dbName.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

async function ensureDurable(nc: NatsConnection, durable: string): Promise<void> {
  const manager = await jetstreamManager(nc);
  try {
    await manager.consumers.info(STREAMS.users.name, durable);
  } catch {
    await manager.consumers.add(STREAMS.users.name, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subjects: [USER_DELETED],
    });
  }
}

/**
 * Every service's share of an account deletion: a durable consumer of `user.deleted` that erases
 * the user's rows and acks only after the erase succeeded (a failure is redelivered), plus, when
 * the service keeps users in memory, an ordered consumer per instance that forgets them there.
 */
export const userDeletedConsumerPlugin = fp<UserDeletedConsumerOptions>(
  async (app: FastifyInstance, { erase, forget, sweepAfterMs }) => {
    const running: Array<{ messages: ConsumerMessages; loop: Promise<void> }> = [];
    let stopped = false;

    const parse = (message: JsMsg): UserDeleted | null => {
      try {
        return userDeletedSchema.parse(message.json());
      } catch (error) {
        app.log.warn({ err: error, subject: message.subject }, 'user.deleted does not match its contract; dropped');
        return null;
      }
    };

    // The erasure continues the trace of the deletion that asked for it (when tracing).
    const handleDurable = (message: JsMsg): Promise<void> => consumeTraced(message.subject, message.headers, () => eraseFor(message), userDeletedDurable(app.db.name));
    const eraseFor = async (message: JsMsg): Promise<void> => {
      const event = parse(message);
      if (!event) return message.term();
      try {
        await erase(event);
        forget?.(event.userId);
        // The sweep is the delivery that comes sweepAfterMs after the event was published.
        const age = Date.now() - message.info.timestampNanos / 1e6;
        const sweepLater = sweepAfterMs !== undefined && age < sweepAfterMs;
        if (sweepLater) message.nak(Math.max(1, Math.ceil(sweepAfterMs - age)));
        else message.ack();
        app.log.info({ userId: event.userId, requestId: event.requestId, sweepLater }, 'user data erased');
      } catch (error) {
        app.log.error({ err: error, userId: event.userId }, 'erasing user data failed; will be redelivered');
        message.nak(RETRY_DELAY_MS);
      }
    };

    const handleBroadcast = (message: JsMsg): void => {
      const event = parse(message);
      if (event) forget?.(event.userId);
    };

    const start = async (js: JetStreamClient, nc: NatsConnection): Promise<void> => {
      const durable = userDeletedDurable(app.db.name);
      await ensureDurable(nc, durable);
      const consumers: Array<[ConsumerMessages, (message: JsMsg) => unknown]> = [
        [await (await js.consumers.get(STREAMS.users.name, durable)).consume({ max_messages: 16 }), handleDurable],
      ];
      if (forget) {
        // Only deletions from now on: this instance's memory holds nothing of earlier ones. One
        // filter as a string, not a list: the consumer is then created on a subject naming it and
        // its filter, which NATS permissions can allow without allowing other consumers' changes.
        const ordered = await js.consumers.get(STREAMS.users.name, { filter_subjects: USER_DELETED, deliver_policy: DeliverPolicy.New });
        consumers.push([await ordered.consume(), handleBroadcast]);
      }
      for (const [messages, handle] of consumers) {
        if (stopped) await messages.close();
        running.push({
          messages,
          loop: (async () => {
            for await (const message of messages) await handle(message);
          })(),
        });
      }
    };

    app.metrics.watchConsumer(STREAMS.users.name, userDeletedDurable(app.db.name));
    app.bus.onReady((js, nc) => {
      start(js, nc).catch((error: unknown) => app.log.error({ err: error }, 'user.deleted consumers did not start'));
    });
    app.addHook('onClose', async () => {
      stopped = true;
      for (const { messages } of running) await messages.close().catch(() => undefined);
      await Promise.all(running.map(({ loop }) => loop.catch(() => undefined)));
    });
  },
  { name: 'tidings-user-deleted-consumer', dependencies: ['tidings-mongo', 'tidings-nats'] },
);
