import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { splitWritten, type WrittenEvents } from '@tidings/service-kit/pending-events';
import type { EngagementBody, EngagementType } from '@tidings/contracts/tracking';
import { TrackingErrors } from '../errors.js';
import type { Clock } from '../lib/dates.js';
import type { ReadingService } from '../reading/reading-service.js';
import type { SessionService } from '../sessions/session-service.js';
import type { EngagementPublisher } from './engagement-publisher.js';
import type { EngagementRecord, EngagementRepository } from './engagement-repository.js';
import type { SeenHistoryRepository } from './seen-history-repository.js';

/** The spec's dedupe window for identical engagement posts. */
export const ENGAGEMENT_DEDUPE_MS = 1000;

export interface EngagementOutcome {
  suppressed: boolean;
  engagement: EngagementRecord;
}

interface Caller {
  userId: string;
  timeZone: string;
  requestId?: string;
}

/** How many times a post is decided again after other posts changed the row under it. */
const MAX_ATTEMPTS = 20;

/**
 * Article engagement: 'viewed' when a card comes into view, upgraded to 'read' and never back. An
 * identical post (same session, article and type) within a second of the last accepted one is
 * suppressed: nothing written, nothing published — also when the twin reached another instance.
 * The row's unique (userId, newsId) decides the first post, and every later one is a
 * compare-and-set on the row's last post: of two racing twins one writes, the other reads the
 * winner and is suppressed. The first view appends a seen_history row; every accepted post
 * publishes engagement.viewed; a read also records the read (read_articles, the reading day) and
 * publishes engagement.read.
 */
export class EngagementService {
  constructor(
    private readonly engagements: EngagementRepository,
    private readonly seenHistory: SeenHistoryRepository,
    private readonly sessions: SessionService,
    private readonly reading: ReadingService,
    private readonly publisher: EngagementPublisher,
    private readonly clock: Clock,
  ) {}

  async record(caller: Caller, body: EngagementBody): Promise<EngagementOutcome> {
    await this.sessions.touchForPost(caller.userId, body.sessionId);
    return this.apply(caller, body);
  }

  async addTime(caller: Caller, newsId: string, timeSpentMs: number): Promise<EngagementRecord> {
    const existing = await this.engagements.find(caller.userId, newsId);
    if (!existing) throw new TrackingErrors.EngagementNotFound();
    if (timeSpentMs === 0) return existing;
    const now = this.clock();
    const event = this.publisher.time({ userId: caller.userId, newsId, sessionId: existing.sessionId, at: now, requestId: caller.requestId }, timeSpentMs);
    const { engagement, written } = await this.engagements.addTime(existing._id, timeSpentMs, now, [event]);
    await this.publisher.relay(this.engagements.model, existing._id, written);
    return engagement;
  }

  private async apply(caller: Caller, body: EngagementBody): Promise<EngagementOutcome> {
    const { userId } = caller;
    const { newsId, sessionId, engagementType } = body;
    const now = this.clock();
    const lastPost = { engagementType, sessionId, at: now };
    // Every accepted post, not only the first: its msg id is per user and article, so JetStream
    // and the consumer drop repeats. It is written with the engagement, so it cannot be lost.
    const context = { userId, newsId, sessionId, at: now, requestId: caller.requestId };
    const viewed = [this.publisher.viewed(context)];

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const engagement = await this.engagements.find(userId, newsId);
      if (engagement && isRepeat(engagement, body, now)) return { suppressed: true, engagement };
      if (!engagement) {
        const created = await this.engagements.create(
          { userId, newsId, sessionId, engagementType, viewedAt: now, readAt: engagementType === 'read' ? now : null, timeSpentMs: 0, lastPost, createdAt: now, updatedAt: now },
          viewed,
        );
        // Another instance inserted it a moment ago: decide again on top of it.
        if (!created) continue;
        await this.seenHistory.append({ userId, sessionId, storyId: newsId, engagementOutcome: engagementType, opened: engagementType === 'read' }, now);
        return this.accepted(caller, body, created.engagement, created.written);
      }
      const upgraded = engagement.engagementType === 'viewed' && engagementType === 'read';
      const changes = upgraded ? { engagementType: 'read' as EngagementType, readAt: now, lastPost, updatedAt: now } : { lastPost, updatedAt: now };
      // Another write changed the row since it was read: decide again on top of it.
      const written = await this.engagements.updateIfUnchanged(engagement, changes, viewed);
      if (!written) continue;
      if (upgraded) await this.seenHistory.markRead(userId, newsId);
      return this.accepted(caller, body, { ...splitWritten(engagement).state, ...changes }, written);
    }
    throw new Error(`engagement of ${newsId} kept changing under this post`);
  }

  /** `written`: the events pending in the row as this post's write left it, when the write answered the row. */
  private async accepted(caller: Caller, body: EngagementBody, engagement: EngagementRecord, written?: WrittenEvents): Promise<EngagementOutcome> {
    // The read is recorded before this relay, so a failure of the relay cannot skip it.
    if (body.engagementType === 'read') await this.reading.recordRead({ ...caller, newsId: body.newsId, sessionId: body.sessionId }, 0);
    await this.publisher.relay(this.engagements.model, engagement._id, written);
    return { suppressed: false, engagement };
  }
}

function isRepeat(engagement: EngagementRecord, body: EngagementBody, now: Date): boolean {
  const last = engagement.lastPost;
  return (
    last.engagementType === body.engagementType &&
    last.sessionId === body.sessionId &&
    now.getTime() - new Date(last.at).getTime() < ENGAGEMENT_DEDUPE_MS
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    engagementService: EngagementService;
  }
}

export const engagementServicePlugin = fp<{ clock: Clock }>(
  async (app: FastifyInstance, { clock }) => {
    app.decorate(
      'engagementService',
      new EngagementService(app.engagements, app.seenHistory, app.sessionService, app.readingService, app.engagementPublisher, clock),
    );
  },
  {
    name: 'svc-tracking-engagement-service',
    dependencies: ['svc-tracking-engagement', 'svc-tracking-seen-history', 'svc-tracking-session-service', 'svc-tracking-reading-service', 'svc-tracking-engagement-publisher'],
  },
);
