import type { FastifyInstance } from 'fastify';
import type { Count } from '@tidings/service-kit/metrics/metrics';
import fp from 'fastify-plugin';
import type { EventsBatchBody } from '@tidings/contracts/tracking';
import { CommonErrors } from '@tidings/service-kit/errors';
import type { TrackingConfig } from '../config.js';
import type { Clock } from '../lib/dates.js';
import type { TrackingEventRecord } from './event-repository.js';
import { EventBudget, type BudgetConfig } from './event-budget.js';
import { EventIntake, intakeBatch, type IntakeOutcome } from './event-intake.js';
import { EventStoreConsumer } from './event-store-consumer.js';
import { collectIntakeBacklog } from './intake-metrics.js';

/**
 * The client's buffered events, stored exactly once by eventId. A batch is accepted once it is
 * durable in the JetStream intake (event-intake.ts); a consumer stores it in the database moments
 * later (event-store-consumer.ts). Each user's batches are charged against their share of the
 * intake first (event-budget.ts). Checks stay cheap (the body is validated by its schema): a
 * userId in any event must be the caller's, or the whole batch is 403 and nothing is accepted.
 * Session ids are not looked up, for the same reason; they are stored as sent (and were checked
 * to be 36 characters).
 */
export class EventService {
  constructor(
    readonly intake: EventIntake,
    private readonly budget: EventBudget,
    private readonly clock: Clock,
    /** Counts what was accepted (`tidings_intake_events_accepted_total`). */
    private readonly accepted?: Count,
  ) {}

  async acceptBatch(userId: string, body: EventsBatchBody): Promise<IntakeOutcome> {
    const now = this.clock();
    const records: TrackingEventRecord[] = new Array(body.events.length);
    for (let i = 0; i < body.events.length; i++) {
      const event = body.events[i]!;
      if (event.userId !== undefined && event.userId !== userId) throw new CommonErrors.Forbidden();
      records[i] = {
        eventId: event.eventId,
        userId,
        sessionId: event.sessionId,
        storyId: event.storyId ?? null,
        eventType: event.eventType,
        eventData: event.eventData ?? {},
        ts: event.ts === undefined ? now : new Date(event.ts),
        createdAt: now,
      };
    }
    const batch = intakeBatch(records);
    const refund = await this.budget.charge(userId, { events: records.length, bytes: batch.bytes });
    let duplicate: boolean[];
    try {
      duplicate = await this.intake.accept(userId, batch);
    } catch (error) {
      // Not accepted (the intake is away or full): the client sends it again, and pays once.
      await refund();
      throw error;
    }
    const replayed = { events: 0, bytes: 0 };
    for (let i = 0; i < duplicate.length; i++) {
      if (!duplicate[i]) continue;
      replayed.events++;
      replayed.bytes += batch.messages[i]!.bytes;
    }
    // Events the intake already had take no room in it: they cost nothing.
    await refund(replayed);
    const accepted = records.length - replayed.events;
    this.accepted?.inc(accepted);
    return { accepted, duplicates: replayed.events };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    eventService: EventService;
  }
}

type EventsConfig = Pick<TrackingConfig, 'EVENTS_PUBLISH_TIMEOUT' | 'EVENTS_STORE_BATCH' | 'EVENTS_ACK_WAIT'> & BudgetConfig;

export const eventServicePlugin = fp<{ clock: Clock; config: EventsConfig }>(
  async (app: FastifyInstance, { clock, config }) => {
    const intake = new EventIntake(app.bus, app.db.name, config.EVENTS_PUBLISH_TIMEOUT, app.log);
    app.decorate('eventService', new EventService(intake, new EventBudget(app.rateLimiter, config), clock, app.metrics.counter('tidings_intake_events_accepted_total')));
    const consumer = new EventStoreConsumer(
      app.trackingEvents,
      app.db.name,
      { batch: config.EVENTS_STORE_BATCH, ackWaitMs: config.EVENTS_ACK_WAIT, stored: app.metrics.counter('tidings_intake_events_stored_total') },
      app.log,
    );
    collectIntakeBacklog(app);
    app.bus.onReady((js, nc) => {
      consumer.start(js, nc).catch((error: unknown) => app.log.error({ err: error }, 'event intake consumer did not start'));
    });
    // Registered after the NATS plugin, so this runs before the connection drains.
    app.addHook('onClose', async () => consumer.stop());
  },
  { name: 'svc-tracking-event-service', dependencies: ['svc-tracking-events', 'tidings-nats', 'tidings-mongo'] },
);
