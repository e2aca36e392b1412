import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { engagementRead, engagementTime, engagementViewed } from '@tidings/contracts/events/engagement';
import type { EventMessage } from '@tidings/contracts/events/streams';
import type { Outbox } from '@tidings/service-kit/outbox';
import type { WrittenEvents } from '@tidings/service-kit/pending-events';
import type { Model } from 'mongoose';

export interface EngagementContext {
  userId: string;
  newsId: string;
  sessionId?: string;
  at: Date;
  requestId?: string;
}

/**
 * engagement.* events, always through the outbox: each is written in the same document write as
 * the state it reports (service-kit's pending-events.ts), then relayed to the outbox and
 * published from there, so neither a crash between the two nor a NATS outage loses one.
 */
export class EngagementPublisher {
  constructor(private readonly outbox: Outbox) {}

  viewed(context: EngagementContext): EventMessage<unknown> {
    return engagementViewed(this.base(context));
  }

  read(context: EngagementContext): EventMessage<unknown> {
    return engagementRead(this.base(context));
  }

  /** Time is additive: each report gets a fresh event id (and so its own msg id). */
  time(context: EngagementContext, timeSpentMs: number): EventMessage<unknown> {
    return engagementTime({ ...this.base(context), eventId: randomUUID(), timeSpentMs });
  }

  /** Sends on the events a write left in the document (the sweep retries a failure); `written` as in Outbox.relay. */
  relay(model: Model<any>, id: unknown, written?: WrittenEvents): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    return this.outbox.relay(model, id, written);
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
    // Events a crashed writer left in these documents are found and relayed by the outbox's sweep.
    app.outbox.watch(app.engagements.model);
    app.outbox.watch(app.reads.model);
  },
  { name: 'svc-tracking-engagement-publisher', dependencies: ['tidings-outbox', 'svc-tracking-engagement', 'svc-tracking-reads'] },
);
