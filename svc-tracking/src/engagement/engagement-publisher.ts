import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { engagementRead, engagementTime, engagementViewed } from '@tidings/contracts/events/engagement';
import type { Outbox } from '@tidings/service-kit/outbox';

export interface EngagementContext {
  userId: string;
  newsId: string;
  sessionId?: string;
  at: Date;
  requestId?: string;
}

/**
 * engagement.* events, always through the outbox: the write lands in this service's database
 * first and is published from there, so a NATS outage delays events and loses none.
 */
export class EngagementPublisher {
  constructor(private readonly outbox: Outbox) {}

  viewed(context: EngagementContext): Promise<void> {
    return this.outbox.enqueue(engagementViewed(this.base(context)));
  }

  read(context: EngagementContext): Promise<void> {
    return this.outbox.enqueue(engagementRead(this.base(context)));
  }

  /** Time is additive: each report gets a fresh event id (and so its own msg id). */
  time(context: EngagementContext, timeSpentMs: number): Promise<void> {
    return this.outbox.enqueue(engagementTime({ ...this.base(context), eventId: randomUUID(), timeSpentMs }));
  }

  private base({ userId, newsId, sessionId, at, requestId }: EngagementContext) {
    return { userId, newsId, at: at.toISOString(), ...(sessionId ? { sessionId } : {}), ...(requestId ? { requestId } : {}) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    engagementPublisher: EngagementPublisher;
  }
}

export const engagementPublisherPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('engagementPublisher', new EngagementPublisher(app.outbox));
  },
  { name: 'svc-tracking-engagement-publisher', dependencies: ['tidings-outbox'] },
);
