import type { EventMessage } from '@tidings/contracts/events/streams';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAILY_READING_GOAL, type Streak } from '@tidings/contracts/tracking';
import type { EngagementPublisher } from '../engagement/engagement-publisher.js';
import { TrackingErrors } from '../errors.js';
import { localDay } from '../lib/calendar.js';
import type { Clock } from '../lib/dates.js';
import type { ReadRecord, ReadRepository } from './read-repository.js';
import type { ReadingDayRepository } from './reading-day-repository.js';
import { computeStreak } from './streak.js';

export interface ReadCall {
  userId: string;
  newsId: string;
  /** Canonical IANA name; UTC when the client sent none. */
  timeZone: string;
  requestId?: string;
  sessionId?: string;
}

/**
 * Reads and the streak. Every read call (POST or PATCH .../read, or an engagement 'read') marks
 * the user's calendar day in `reading_days`; the streak and today's count are computed from
 * those facts and `read_articles` on each ask, so there is no counter to drift.
 */
export class ReadingService {
  constructor(
    private readonly reads: ReadRepository,
    private readonly readingDays: ReadingDayRepository,
    private readonly publisher: EngagementPublisher,
    private readonly clock: Clock,
  ) {}

  /** Records the read once per article; a repeat adds its time and counts as reading today. */
  async recordRead(call: ReadCall, timeSpentSeconds: number): Promise<ReadRecord> {
    return (await this.write(call, timeSpentSeconds, true))!;
  }

  /** Adds reading time to a recorded read (404 TRACKING_READ_NOT_FOUND when there is none). */
  async addTime(call: ReadCall, seconds: number): Promise<ReadRecord> {
    const read = await this.write(call, seconds, false);
    if (!read) throw new TrackingErrors.ReadNotFound();
    return read;
  }

  private async write(call: ReadCall, seconds: number, create: boolean): Promise<ReadRecord | null> {
    const now = this.clock();
    const day = localDay(now, call.timeZone);
    const stored = await this.reads.write(call.userId, call.newsId, { seconds, at: now, day }, this.events(call, now, seconds), create);
    if (!stored) return null;
    await this.readingDays.mark(call.userId, day, call.timeZone, now);
    await this.publisher.relay(this.reads.model, stored.read._id, stored.written);
    return stored.read;
  }

  async streak(userId: string, timeZone: string): Promise<Streak> {
    const today = localDay(this.clock(), timeZone);
    const [days, totalArticlesRead, articlesReadToday] = await Promise.all([
      this.readingDays.days(userId),
      this.reads.countByUser(userId),
      this.reads.countReadOn(userId, today),
    ]);
    return { ...computeStreak(days, today), articlesReadToday, totalArticlesRead, dailyGoal: DAILY_READING_GOAL, timeZone };
  }

  /** engagement.read, and .time when the call adds time: written with the read record. */
  private events(call: ReadCall, now: Date, seconds: number): EventMessage<unknown>[] {
    const context = { userId: call.userId, newsId: call.newsId, sessionId: call.sessionId, at: now, requestId: call.requestId };
    return [this.publisher.read(context), ...(seconds > 0 ? [this.publisher.time(context, seconds * 1000)] : [])];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readingService: ReadingService;
  }
}

export const readingServicePlugin = fp<{ clock: Clock }>(
  async (app: FastifyInstance, { clock }) => {
    app.decorate('readingService', new ReadingService(app.reads, app.readingDays, app.engagementPublisher, clock));
  },
  { name: 'svc-tracking-reading-service', dependencies: ['svc-tracking-reads', 'svc-tracking-reading-days', 'svc-tracking-engagement-publisher'] },
);
