import type { EventsBatchBody } from '@tidings/contracts/tracking';
import { CommonErrors } from '@tidings/service-kit/errors';
import type { Clock } from '../lib/dates.js';
import type { InsertOutcome, TrackingEventRecord, TrackingEventRepository } from './event-repository.js';

/**
 * The client's buffered events, stored exactly once by eventId. Checks stay cheap (the body is
 * validated by its schema): a userId in any event must be the caller's, or the whole batch is
 * 403 and nothing is stored. Session ids are not looked up, for the same reason; they are
 * stored as sent (and were checked to be 36 characters).
 */
export class EventService {
  constructor(
    private readonly events: TrackingEventRepository,
    private readonly clock: Clock,
  ) {}

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
    return this.events.insertMany(records);
  }
}
