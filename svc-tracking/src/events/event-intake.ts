import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsBus } from '@tidings/service-kit/nats-bus';
import { TrackingErrors } from '../errors.js';
import type { TrackingEventRecord } from './event-repository.js';
import { INTAKE_STREAM, userSubject } from './intake-stream.js';
import { encodeEvent } from './intake-message.js';
import { IntakePublisher } from './intake-publisher.js';

/**
 * The id JetStream deduplicates an event on: its eventId, hashed. An eventId is any 36 characters
 * (the contract), and one holding a control character is no valid header value — the broker
 * refused the batch and the request answered 503 (found by the API fuzz). One eventId, one id.
 */
export function intakeMessageId(eventId: string): string {
  return createHash('sha256').update(eventId).digest('base64url');
}

export interface IntakeOutcome {
  accepted: number;
  duplicates: number;
}

/** A batch as it is published: one message per event, with the bytes each takes in the intake (what each user's budget counts). */
export interface IntakeBatch {
  messages: Array<{ id: string; data: string; bytes: number }>;
  bytes: number;
}

export function intakeBatch(records: readonly TrackingEventRecord[]): IntakeBatch {
  let total = 0;
  const messages = records.map((record) => {
    const data = encodeEvent(record);
    const bytes = Buffer.byteLength(data);
    total += bytes;
    return { id: intakeMessageId(record.eventId), data, bytes };
  });
  return { messages, bytes: total };
}

/**
 * Accepts a batch by persisting it in the intake stream, one message per event with the eventId
 * as message id: JetStream acknowledges each once it is stored (on every replica), and marks an id
 * it has seen within its duplicate window as a duplicate instead of keeping it twice. The batch's
 * messages go out together and the answer waits for every acknowledgement: 2xx means all of it is
 * durable. Anything less (NATS away, a timeout, a full backlog) is a 503 and the client sends the
 * whole batch again; the part already persisted then counts as duplicates.
 */
export class EventIntake {
  private publisher: IntakePublisher | null = null;

  constructor(
    private readonly bus: NatsBus,
    private readonly dbName: string,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    // The bus keeps one connection for its life (it reconnects underneath): one publisher on it.
    bus.onReady((_js, nc) => (this.publisher = new IntakePublisher(nc)));
  }

  /** Persists the batch; answers, per message, whether JetStream already had its id (a duplicate). */
  async accept(userId: string, { messages }: IntakeBatch): Promise<boolean[]> {
    if (!this.publisher || !this.bus.isConnected()) throw new TrackingErrors.EventsUnavailable();
    try {
      return await this.publisher.publishAll(userSubject(this.dbName, userId), messages, this.timeoutMs);
    } catch (error) {
      this.log.warn({ err: error, userId, events: messages.length }, 'event batch not persisted in the intake; answered 503');
      throw new TrackingErrors.EventsUnavailable();
    }
  }

  /** How many of the user's accepted events are not stored yet (a work queue keeps only those). */
  async pendingFor(userId: string): Promise<number> {
    const js = this.bus.jetstream();
    if (!js) return 0;
    const subject = userSubject(this.dbName, userId);
    const info = await (await js.jetstreamManager()).streams.info(INTAKE_STREAM, { subjects_filter: subject });
    return info.state.subjects?.[subject] ?? 0;
  }

  /**
   * Waits (at most `maxWaitMs`) until the user's accepted events are all stored, for reads that
   * must see them (the data export). Without NATS nothing can be pending that it could wait for.
   */
  async settled(userId: string, maxWaitMs: number): Promise<void> {
    const deadline = Date.now() + maxWaitMs;
    try {
      while ((await this.pendingFor(userId)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } catch (error) {
      this.log.warn({ err: error, userId }, 'could not ask the intake for pending events; reading without waiting');
    }
  }

  /** Drops the user's events not stored yet (an account deletion: they must not be stored after the erasure). */
  async discardFor(userId: string): Promise<void> {
    const js = this.bus.jetstream();
    if (!js) throw new TrackingErrors.EventsUnavailable();
    await (await js.jetstreamManager()).streams.purge(INTAKE_STREAM, { filter: userSubject(this.dbName, userId) });
  }
}
