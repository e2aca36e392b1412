import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EngagementBody, EngagementType } from '@tidings/contracts/tracking';
import { isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { TrackingErrors } from '../errors.js';
import type { Clock } from '../lib/dates.js';
import { KeyedMutex } from '@tidings/service-kit/keyed-mutex';
import type { ReadingService } from '../reading/reading-service.js';
import type { SessionService } from '../sessions/session-service.js';
import type { EngagementPublisher } from './engagement-publisher.js';
import type { EngagementRecord, EngagementRepository } from './engagement-repository.js';
import { PostClaims } from './post-claims.js';
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

/**
 * Article engagement: 'viewed' when a card comes into view, upgraded to 'read' and never back. An
 * identical post (same session, article and type) within a second of the last accepted one is
 * suppressed: nothing written, nothing published — also when the twin reached another instance
 * (the unique keys of the row and of PostClaims decide, not this process's lock). The first view appends a seen_history row;
 * every accepted post publishes engagement.viewed; a read also records the read (read_articles,
 * the reading day) and publishes engagement.read.
 */
export class EngagementService {
  // Per user and article: find, decide, write must not interleave (FerretDB loses racing updates).
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly engagements: EngagementRepository,
    private readonly seenHistory: SeenHistoryRepository,
    private readonly sessions: SessionService,
    private readonly reading: ReadingService,
    private readonly publisher: EngagementPublisher,
    private readonly clock: Clock,
    private readonly claims: PostClaims,
  ) {}

  async record(caller: Caller, body: EngagementBody): Promise<EngagementOutcome> {
    await this.sessions.assertNotForeign(caller.userId, body.sessionId);
    const outcome = await this.mutex.run(`${caller.userId}:${body.newsId}`, () => this.apply(caller, body));
    if (!outcome.suppressed) await this.sessions.touch(caller.userId, body.sessionId);
    return outcome;
  }

  addTime(caller: Caller, newsId: string, timeSpentMs: number): Promise<EngagementRecord> {
    return this.mutex.run(`${caller.userId}:${newsId}`, async () => {
      const existing = await this.engagements.find(caller.userId, newsId);
      if (!existing) throw new TrackingErrors.EngagementNotFound();
      if (timeSpentMs === 0) return existing;
      const now = this.clock();
      const event = this.publisher.time({ userId: caller.userId, newsId, sessionId: existing.sessionId, at: now, requestId: caller.requestId }, timeSpentMs);
      await this.engagements.addTime(existing._id, timeSpentMs, now, [event]);
      await this.publisher.relay(this.engagements.model, existing._id);
      return { ...existing, timeSpentMs: existing.timeSpentMs + timeSpentMs, updatedAt: now };
    });
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
    let engagement = await this.engagements.find(userId, newsId);
    if (engagement && isRepeat(engagement, body, now)) return { suppressed: true, engagement };

    let created = false;
    if (!engagement) {
      try {
        engagement = await this.engagements.create({
          userId,
          newsId,
          sessionId,
          engagementType,
          viewedAt: now,
          readAt: engagementType === 'read' ? now : null,
          timeSpentMs: 0,
          lastPost,
          createdAt: now,
          updatedAt: now,
        }, viewed);
        created = true;
      } catch (error) {
        // Another instance inserted it a moment ago: this post may be its twin, or an update of it.
        if (!isDuplicateKeyError(error)) throw error;
        engagement = (await this.engagements.find(userId, newsId))!;
        if (isRepeat(engagement, body, now)) return { suppressed: true, engagement };
      }
    }
    // The same post on another instance, at the same moment, read the same last post: one goes on.
    if (!created && !(await this.claims.claim(engagement, body, now, ENGAGEMENT_DEDUPE_MS))) return { suppressed: true, engagement };

    const upgraded = !created && engagement.engagementType === 'viewed' && engagementType === 'read';
    if (!created) {
      const changes = upgraded ? { engagementType: 'read' as EngagementType, readAt: now, lastPost, updatedAt: now } : { lastPost, updatedAt: now };
      await this.engagements.update(engagement._id, changes, viewed);
      engagement = { ...engagement, ...changes };
    }

    if (created) {
      await this.seenHistory.append({ userId, sessionId, storyId: newsId, engagementOutcome: engagementType, opened: engagementType === 'read' }, now);
    } else if (upgraded) {
      await this.seenHistory.markRead(userId, newsId);
    }
    // The read is recorded before this relay, so a failure of the relay cannot skip it.
    if (engagementType === 'read') await this.reading.recordRead({ ...caller, newsId, sessionId }, 0);
    await this.publisher.relay(this.engagements.model, engagement._id);
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
    const claims = new PostClaims(app.db);
    await claims.init();
    app.decorate(
      'engagementService',
      new EngagementService(app.engagements, app.seenHistory, app.sessionService, app.readingService, app.engagementPublisher, clock, claims),
    );
  },
  {
    name: 'svc-tracking-engagement-service',
    dependencies: ['tidings-mongo', 'svc-tracking-engagement', 'svc-tracking-seen-history', 'svc-tracking-session-service', 'svc-tracking-reading-service', 'svc-tracking-engagement-publisher'],
  },
);
