import type { FastifyBaseLogger } from 'fastify';
import type { Connection, Model } from 'mongoose';
import { USER_EXPORT_ROWS_MAX, type TrackingExport } from '@tidings/contracts/user-data';
import type { Outbox } from '@tidings/service-kit/outbox';
import type { EngagementRecord } from '../engagement/engagement-repository.js';
import type { SeenHistoryRecord } from '../engagement/seen-history-repository.js';
import type { TrackingEventRecord } from '../events/event-repository.js';
import { TrackingErrors } from '../errors.js';
import type { ReadRecord } from '../reading/read-repository.js';
import type { ReadingDayRecord } from '../reading/reading-day-repository.js';
import type { SessionRecord } from '../sessions/session-repository.js';

/**
 * Every collection of svc-tracking that holds a user's rows, by the model its repository
 * registered (each keyed by `userId`). A new collection with user data belongs here too: the
 * through-the-gateway test scans every collection and fails on anything left behind.
 */
const USER_MODELS = {
  readingSessions: 'Session',
  events: 'TrackingEvent',
  engagement: 'ArticleEngagement',
  reads: 'ReadArticle',
  readingDays: 'ReadingDay',
  seenHistory: 'SeenHistory',
} as const;

type Models = { [K in keyof typeof USER_MODELS]: Model<unknown> };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const isoOf = (date: Date) => date.toISOString();

/** svc-tracking's share of the user's data rights: its part of the export, and the erasure. */
export class TrackingUserData {
  private readonly models: Models;

  constructor(
    connection: Connection,
    private readonly outbox: Outbox,
    private readonly log: FastifyBaseLogger,
    private readonly maxRows = USER_EXPORT_ROWS_MAX,
  ) {
    this.models = Object.fromEntries(Object.entries(USER_MODELS).map(([key, name]) => [key, connection.model(name)])) as Models;
  }

  /** Up to maxRows of the user's rows, oldest first; more is refused rather than cut. */
  private async rowsFor<T>(userId: string, key: keyof Models, sort: string): Promise<T[]> {
    const rows = await this.models[key].find({ userId }).sort({ [sort]: 1 }).limit(this.maxRows + 1).lean<T[]>().exec();
    if (rows.length > this.maxRows) throw new TrackingErrors.ExportTooLarge();
    return rows;
  }

  async export(userId: string): Promise<TrackingExport> {
    const rows = <T>(key: keyof Models, sort: string) => this.rowsFor<T>(userId, key, sort);
    const [sessions, events, engagement, reads, days, seen] = await Promise.all([
      rows<SessionRecord>('readingSessions', 'sessionStartTs'),
      rows<TrackingEventRecord>('events', 'ts'),
      rows<EngagementRecord>('engagement', 'viewedAt'),
      rows<ReadRecord>('reads', 'readAt'),
      rows<ReadingDayRecord>('readingDays', 'day'),
      rows<SeenHistoryRecord>('seenHistory', 'ts'),
    ]);
    return {
      readingSessions: sessions.map((s) => ({
        sessionId: s.sessionId,
        platform: s.platform,
        isActive: s.isActive,
        sessionStartTs: isoOf(s.sessionStartTs),
        sessionEndTs: iso(s.sessionEndTs),
        lastActivityAt: isoOf(s.lastActivityAt),
      })),
      events: events.map((e) => ({ eventId: e.eventId, sessionId: e.sessionId, storyId: e.storyId, eventType: e.eventType, eventData: e.eventData, ts: isoOf(e.ts) })),
      engagement: engagement.map((e) => ({
        newsId: e.newsId,
        sessionId: e.sessionId,
        engagementType: e.engagementType,
        viewedAt: isoOf(e.viewedAt),
        readAt: iso(e.readAt),
        timeSpentMs: e.timeSpentMs,
      })),
      reads: reads.map((r) => ({ newsId: r.newsId, readAt: isoOf(r.readAt), timeSpentSeconds: r.timeSpentSeconds, lastAccessedAt: isoOf(r.lastAccessedAt), lastReadDay: r.lastReadDay })),
      readingDays: days.map((d) => ({ day: d.day, timeZone: d.timeZone })),
      seenHistory: seen.map((h) => ({
        storyId: h.storyId,
        sessionId: h.sessionId,
        engagementOutcome: h.engagementOutcome,
        dwellMs: h.dwellMs,
        opened: h.opened,
        saved: h.saved,
        reacted: h.reacted,
        ts: isoOf(h.ts),
      })),
    };
  }

  /**
   * Erases every row of the user, and the engagement events about them still waiting in the
   * outbox (published after the erasure they would write the user back into svc-news).
   * Idempotent: a replay finds nothing left.
   */
  async erase(userId: string): Promise<void> {
    let erased = 0;
    for (const model of Object.values(this.models)) erased += (await model.deleteMany({ userId }).exec()).deletedCount;
    erased += await this.outbox.discardForUser(userId);
    if (erased) this.log.info({ userId, erased }, 'tracking data of a deleted user erased');
  }
}
