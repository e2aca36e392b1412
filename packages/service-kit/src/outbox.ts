import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { ensureCollection, isDuplicateKeyError } from './mongo.js';
import type { NatsBus } from './nats-bus.js';
import { relayPendingEvents, sweepPendingEvents, type WrittenEvents } from './pending-events.js';
import { withTraceparent, type Traced } from './tracing/messages.js';

/** A writer relays its own events at once; older ones were left by a writer that died. */
const PENDING_GRACE_MS = 10_000;
const SWEEP_EVERY_DRAINS = 5;

interface OutboxRecord {
  _id: string;
  subject: string;
  data: unknown;
  createdAt: Date;
  attempts: number;
  /** The trace of the request that caused the event (only while tracing), continued by the publish. */
  traceparent?: string;
}

const outboxSchema = new Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    traceparent: { type: String },
  },
  { collection: 'outbox', versionKey: false },
);
outboxSchema.index({ createdAt: 1 });

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Events survive a NATS outage or a crash: an event a state write caused is stored in that
 * document (pending-events.ts) and published straight from there; while NATS is away, or events
 * stored earlier still wait, it goes into the service's own `outbox` collection and is published
 * from there in order. A plain `enqueue` always goes through the collection. JetStream drops
 * repeats of a msgId, and consumers are idempotent, so publishing one twice after a crash is
 * harmless.
 */
export class Outbox {
  private readonly model: Model<OutboxRecord>;
  private draining: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly watched = new Set<Model<any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Whether events may wait in the collection: a relay then queues behind them, keeping their order. */
  private backlog = true;
  /** Events this process stored: a drain that found none waiting saw all of them only if this did not move. */
  private storedCount = 0;

  constructor(
    connection: Connection,
    private readonly bus: NatsBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.model = connection.model<OutboxRecord>('OutboxRecord', outboxSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Stores the event, then tries to publish it at once; a failure leaves it for the next drain. */
  async enqueue<T>(message: EventMessage<T>): Promise<void> {
    await this.store(message);
    this.drainInBackground();
  }

  /**
   * Sends on the events a state write left in its document (pending-events.ts) and clears them
   * there; call it right after the write, with the document the write returned when it has one.
   * A failure leaves them for the sweep.
   */
  async relay(model: Model<any>, id: unknown, written?: WrittenEvents): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.watched.add(model);
    await relayPendingEvents(model, id, (messages) => this.send(messages), written);
  }

  /** The sweep looks at this collection's documents for events their writer never relayed. */
  watch(model: Model<any>): void { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.watched.add(model);
  }

  /** Relays the events that have waited longer than `graceMs` in a watched collection. */
  async sweep(graceMs = PENDING_GRACE_MS): Promise<number> {
    let relayed = 0;
    for (const model of this.watched) relayed += await sweepPendingEvents(model, (messages) => this.send(messages), graceMs);
    return relayed;
  }

  /** Publishes at once while NATS is up and nothing waits in the collection; else stores for the drain. */
  private async send(messages: Array<EventMessage<unknown> & Traced>): Promise<void> {
    let sent = 0;
    if (!this.backlog && this.bus.isConnected()) {
      try {
        for (; sent < messages.length; sent++) await this.bus.publish(messages[sent]!);
      } catch (error) {
        this.log.warn({ err: error, msgId: messages[sent]?.msgId }, 'event publish failed; kept in the outbox');
      }
    }
    if (sent === messages.length) return;
    for (const message of messages.slice(sent)) await this.store(message);
    this.drainInBackground();
  }

  private async store<T>(message: EventMessage<T> & Traced): Promise<void> {
    this.backlog = true;
    this.storedCount++;
    try {
      await this.model.create(withTraceparent({ _id: message.msgId, subject: message.subject, data: message.data, createdAt: new Date() }, message));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  drainInBackground(): void {
    this.drain().catch((error: unknown) => this.log.error({ err: error }, 'outbox drain failed'));
  }

  /** Publishes every pending event, oldest first; concurrent calls share one run. */
  drain(): Promise<void> {
    this.draining ??= this.drainOnce().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drainOnce(): Promise<void> {
    while (!this.stopped && this.bus.isConnected()) {
      const storedBefore = this.storedCount;
      const batch = await this.model.find().sort({ createdAt: 1 }).limit(100).lean();
      if (batch.length === 0) {
        if (this.storedCount === storedBefore) this.backlog = false;
        return;
      }
      for (const record of batch) {
        try {
          await this.bus.publish({ subject: record.subject, msgId: record._id, data: record.data, traceparent: record.traceparent });
          await this.model.deleteOne({ _id: record._id });
        } catch (error) {
          this.log.warn({ err: error, msgId: record._id }, 'outbox publish failed; will retry');
          await this.model.updateOne({ _id: record._id }, { $inc: { attempts: 1 } }).catch(() => undefined);
          return;
        }
      }
    }
  }

  /**
   * Drops the pending events about a user whose data is being erased, so none of them reaches
   * another service after the erasure (and writes the user back there); `keepSubjects` stay.
   */
  async discardForUser(userId: string, keepSubjects: readonly string[] = []): Promise<number> {
    const result = await this.model.deleteMany({ 'data.userId': userId, subject: { $nin: [...keepSubjects] } }).exec();
    return result.deletedCount;
  }

  pending(): Promise<number> {
    return this.model.countDocuments();
  }

  /** What waits in the collection: how many events, and when the oldest was stored (null: none). */
  async waiting(): Promise<{ events: number; oldestAt: Date | null }> {
    const [events, oldest] = await Promise.all([this.model.countDocuments(), this.model.findOne({}, { createdAt: 1 }).sort({ createdAt: 1 }).lean()]);
    return { events, oldestAt: oldest?.createdAt ?? null };
  }

  startDraining(intervalMs: number): void {
    let ticks = 0;
    this.timer = setInterval(() => {
      this.drainInBackground();
      // The sweep finds only what a dead writer left: every few drains is soon enough.
      if (ticks++ % SWEEP_EVERY_DRAINS !== 0) return;
      this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'outbox sweep of pending events failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining?.catch(() => undefined);
  }
}

/** Needs `db` (mongoPlugin) and `bus` (natsPlugin) registered first. */
export const outboxPlugin = fp<{ drainIntervalMs?: number }>(
  async (app: FastifyInstance, options) => {
    const outbox = new Outbox(app.db, app.bus, app.log);
    await outbox.init();
    outbox.startDraining(options.drainIntervalMs ?? 1000);
    app.bus.onReady(() => outbox.drainInBackground());
    app.decorate('outbox', outbox);
    // Runs before the NATS plugin's close (hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await outbox.stop();
    });
  },
  { name: 'tidings-outbox', dependencies: ['tidings-mongo', 'tidings-nats'] },
);
