import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventsBatchBody } from '@tidings/contracts/tracking';
import { CommonErrors } from '@tidings/service-kit/errors';
import type { Clock } from '../lib/dates.js';
import type { TrackingEventRecord, TrackingEventRepository } from './event-repository.js';
import { GroupCommit, type InsertOutcome } from './group-commit.js';

/**
 * The client's buffered events, stored exactly once by eventId. Checks stay cheap (the body is
 * validated by its schema): a userId in any event must be the caller's, or the whole batch is
 * 403 and nothing is stored. Session ids are not looked up, for the same reason; they are
 * stored as sent (and were checked to be 36 characters).
 */
export class EventService {
  private readonly writer: GroupCommit<TrackingEventRecord>;

  constructor(
    events: TrackingEventRepository,
    private readonly clock: Clock,
    // One insert at a time: SQLite has one writer, and two big inserts at once are slower than one.
    options = { maxDocs: 2000, maxConcurrent: 1 },
  ) {
    this.writer = new GroupCommit((docs) => events.insertMany(docs), options);
  }

  async storeBatch(userId: string, body: EventsBatchBody): Promise<InsertOutcome> {
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
    return this.writer.submit(records);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    eventService: EventService;
  }
}

export const eventServicePlugin = fp<{ clock: Clock }>(
  async (app: FastifyInstance, { clock }) => {
    app.decorate('eventService', new EventService(app.trackingEvents, clock));
  },
  { name: 'svc-tracking-event-service', dependencies: ['svc-tracking-events'] },
);
