import { AckPolicy, DeliverPolicy, jetstreamManager, type ConsumerMessages, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { Count } from '@tidings/service-kit/metrics/metrics';
import type { TrackingEventRecord, TrackingEventRepository } from './event-repository.js';
import { DocumentRejected, GroupCommit } from './group-commit.js';
import { deploymentSubjects, INTAKE_STREAM, intakeDurable } from './intake-stream.js';
import { decodeEvent } from './intake-message.js';

export interface StoreOptions {
  /** Events per insertMany. */
  batch: number;
  /** Redelivery to another instance of events a dead instance held. */
  ackWaitMs: number;
  /** Counts each event stored (`tidings_intake_events_stored_total`). */
  stored?: Count;
}

/** Redelivery delay when the database refused a whole insert (it may be briefly away). */
const RETRY_DELAY_MS = 2_000;
/** Redelivery delay for one event the database refused on its own (a bug; kept, and logged). */
const REJECTED_DELAY_MS = 60_000;
/** How long a stopping instance waits for the inserts it started before it closes anyway. */
const STOP_WAIT_MS = 5_000;

/**
 * Stores the intake: one durable pull consumer per deployment, shared by its instances, feeding a
 * group commit (events that arrive while an insert runs go together into the next one, up to
 * `batch`). Each event is acked only after the insert that holds it returned: a crash before
 * that leaves it unacked and JetStream delivers it again (after `ackWaitMs`, to any instance).
 * The unique eventId index is the last guard: a redelivered event already stored is a duplicate
 * key, which counts as stored. The consumer's max_ack_pending bounds what the instances hold.
 */
export class EventStoreConsumer {
  private readonly writer: GroupCommit<TrackingEventRecord>;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private pending = 0;
  private stopped = false;
  private lastFailureLog = 0;

  constructor(
    events: TrackingEventRepository,
    private readonly dbName: string,
    private readonly options: StoreOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // One insert at a time per instance: SQLite has one writer, and two big inserts at once are slower than one.
    this.writer = new GroupCommit((docs) => events.insertMany(docs), { maxDocs: options.batch, maxConcurrent: 1 });
  }

  async start(js: JetStreamClient, nc: NatsConnection): Promise<void> {
    const durable = intakeDurable(this.dbName);
    const settings = { ack_wait: this.options.ackWaitMs * 1_000_000, max_ack_pending: this.options.batch * 4 };
    const manager = await jetstreamManager(nc);
    try {
      const { config } = await manager.consumers.info(INTAKE_STREAM, durable);
      if (config.ack_wait !== settings.ack_wait || config.max_ack_pending !== settings.max_ack_pending) await manager.consumers.update(INTAKE_STREAM, durable, settings);
    } catch {
      await manager.consumers
        .add(INTAKE_STREAM, { durable_name: durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subjects: [deploymentSubjects(this.dbName)], ...settings })
        // Another instance made it at the same moment: fine as long as it exists now.
        .catch(async (error: unknown) => manager.consumers.info(INTAKE_STREAM, durable).catch(() => Promise.reject(error)));
    }
    if (this.stopped) return;
    const consumer = await js.consumers.get(INTAKE_STREAM, durable);
    this.messages = await consumer.consume({ max_messages: this.options.batch });
    this.loop = (async () => {
      for await (const message of this.messages!) this.store(message);
    })();
  }

  private store(message: JsMsg): void {
    const record = decodeEvent(message.string());
    if (!record) {
      this.log.error({ subject: message.subject, seq: message.seq }, 'intake message is not an event; dropped');
      return message.term();
    }
    this.pending++;
    this.writer
      .submit([record])
      .then(
        () => {
          message.ack();
          this.options.stored?.inc();
        },
        (error: unknown) => {
          const rejected = error instanceof DocumentRejected;
          if (rejected) this.log.error({ err: error, eventId: record.eventId }, 'the database refused an event; it will be delivered again');
          else this.logInsertFailure(error);
          message.nak(rejected ? REJECTED_DELAY_MS : RETRY_DELAY_MS);
        },
      )
      .finally(() => this.pending--);
  }

  /** A failed insert fails thousands of events at once: one line a second says it. */
  private logInsertFailure(error: unknown): void {
    if (Date.now() - this.lastFailureLog < 1000) return;
    this.lastFailureLog = Date.now();
    this.log.error({ err: error }, 'storing intake events failed; they will be delivered again');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
    // Let the inserts already started finish and ack; what is left unacked is delivered again.
    const deadline = Date.now() + STOP_WAIT_MS;
    while (this.pending > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
