import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EngagementPublisher } from './engagement/engagement-publisher.js';
import { EngagementRepository } from './engagement/engagement-repository.js';
import { EngagementService } from './engagement/engagement-service.js';
import { SeenHistoryRepository } from './engagement/seen-history-repository.js';
import { TrackingEventRepository } from './events/event-repository.js';
import { EventService } from './events/event-service.js';
import type { Clock } from './lib/dates.js';
import { ReadRepository } from './reading/read-repository.js';
import { ReadingDayRepository } from './reading/reading-day-repository.js';
import { ReadingService } from './reading/reading-service.js';
import { SessionRepository } from './sessions/session-repository.js';
import { SessionService } from './sessions/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionService: SessionService;
    eventService: EventService;
    engagementService: EngagementService;
    readingService: ReadingService;
  }
}

/** Repositories (indexes created and awaited before listening), then the domain services. */
export const trackingServicesPlugin = fp<{ clock: Clock }>(
  async (app: FastifyInstance, { clock }) => {
    const sessions = new SessionRepository(app.db);
    const events = new TrackingEventRepository(app.db);
    const engagements = new EngagementRepository(app.db);
    const seenHistory = new SeenHistoryRepository(app.db);
    const reads = new ReadRepository(app.db);
    const readingDays = new ReadingDayRepository(app.db);
    for (const repository of [sessions, events, engagements, seenHistory, reads, readingDays]) await repository.init();

    const publisher = new EngagementPublisher(app.outbox);
    // Events a crashed writer left in these documents are found and relayed by the outbox's sweep.
    app.outbox.watch(engagements.model);
    app.outbox.watch(reads.model);
    const sessionService = new SessionService(sessions, clock);
    const readingService = new ReadingService(reads, readingDays, publisher, clock);
    app.decorate('sessionService', sessionService);
    app.decorate('eventService', new EventService(events, clock));
    app.decorate('readingService', readingService);
    app.decorate('engagementService', new EngagementService(engagements, seenHistory, sessionService, readingService, publisher, clock));
  },
  { name: 'svc-tracking-services', dependencies: ['tidings-mongo', 'tidings-outbox'] },
);
