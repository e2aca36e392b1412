import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EngagementRead, EngagementTime, EngagementViewed } from '@tidings/contracts/events/engagement';
import type { UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import type { UserRegistered } from '@tidings/contracts/events/user-registered';
import type { BookmarkRepository } from '../bookmarks/bookmark-repository.js';
import type { NewsRepository } from '../news/news-repository.js';
import type { ReactionRepository } from '../reactions/reaction-repository.js';
import { EngagementRecounter, type EngagementTotals } from './engagement-recounter.js';
import { ProfileStore, type UserProfile } from './profile-store.js';
import { SeenStore, type SeenKind } from './seen-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    projection: Projection;
  }
}

function dateOr(value: string, fallback: Date): Date {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/**
 * svc-news's local view of other services' state: users' preferences (from svc-auth's events)
 * and what each user has viewed and read (from svc-tracking's events and two calls of our own).
 * Every handler is idempotent: replaying a message finds its row already there and does nothing.
 */
export class Projection {
  private readonly recounter: EngagementRecounter;

  constructor(
    readonly profiles: ProfileStore,
    readonly seen: SeenStore,
    private readonly news: NewsRepository,
    private readonly bookmarks: BookmarkRepository,
    private readonly reactions: ReactionRepository,
    private readonly log: FastifyBaseLogger,
  ) {
    this.recounter = new EngagementRecounter({ count: (ids) => this.countEngagement(ids), apply: (id, totals, countedAt) => this.news.applyEngagement(id, totals, countedAt) }, log);
  }

  async init(): Promise<void> {
    await this.profiles.init();
    await this.seen.init();
  }

  /** A new user's initial preferences; a later preferences snapshot always wins over it. */
  userRegistered(event: UserRegistered): Promise<boolean> {
    const profile: UserProfile = {
      interests: event.interests,
      followingPersonalities: event.followingPersonalities,
      blockedTopics: event.blockedTopics,
      goodNewsMode: event.goodNewsMode,
    };
    return this.profiles.apply(event.userId, profile, dateOr(event.registeredAt, new Date(0)));
  }

  preferencesUpdated(event: UserPreferencesUpdated): Promise<boolean> {
    return this.profiles.apply(event.userId, event, dateOr(event.updatedAt, new Date(0)));
  }

  engagementViewed(event: EngagementViewed): Promise<string[]> {
    return this.markSeen(event.userId, [event.newsId], 'viewed', dateOr(event.at, new Date()));
  }

  engagementRead(event: EngagementRead): Promise<string[]> {
    return this.markSeen(event.userId, [event.newsId], 'read', dateOr(event.at, new Date()));
  }

  /** Time spent says the article was in front of the user: it counts as viewed (once). */
  engagementTime(event: EngagementTime): Promise<string[]> {
    return this.markSeen(event.userId, [event.newsId], 'viewed', dateOr(event.at, new Date()));
  }

  /** Records views or reads; the articles that got a new row have their virality recounted. */
  async markSeen(userId: string, newsIds: readonly string[], kind: SeenKind, at = new Date()): Promise<string[]> {
    const fresh = await this.seen.record(userId, newsIds, kind, at);
    for (const newsId of fresh) this.recounter.mark(newsId);
    return fresh;
  }

  /**
   * The article's views, reads, bookmarks and likes are counted again (never `$inc`: FerretDB v1
   * loses concurrent increments) and the virality and newsScore they give stored, in the next
   * batch (see EngagementRecounter: within about ten seconds).
   */
  recountEngagement(newsId: string): void {
    this.recounter.mark(newsId);
  }

  /** Runs the pending recounts now (tests, shutdown). */
  flushRecounts(): Promise<void> {
    return this.recounter.flush();
  }

  close(): Promise<void> {
    return this.recounter.close();
  }

  private async countEngagement(newsIds: string[]): Promise<Map<string, EngagementTotals>> {
    const [seen, bookmarks, likes] = await Promise.all([this.seen.countsByNews(newsIds), this.bookmarks.countsByNews(newsIds), this.reactions.likesByNews(newsIds)]);
    return new Map(
      newsIds.map((id) => [id, { views: seen.get(id)?.viewed ?? 0, reads: seen.get(id)?.read ?? 0, bookmarks: bookmarks.get(id) ?? 0, likes: likes.get(id) ?? 0 }]),
    );
  }
}

export const projectionPlugin = fp(
  async (app: FastifyInstance) => {
    const projection = new Projection(new ProfileStore(app.db, { cacheCounts: app.metrics.cache('profile') }), new SeenStore(app.db), app.news, app.bookmarks, app.reactions, app.log);
    await projection.init();
    app.decorate('projection', projection);
    // Registered after the database plugin, so pending recounts are written before it disconnects.
    app.addHook('onClose', () => projection.close());
    // Before the service listens: the first feed requests then need no query of their own.
    app.addHook('onReady', () => projection.seen.prime());
  },
  { name: 'svc-news-projection', dependencies: ['svc-news-news', 'svc-news-bookmarks', 'svc-news-reactions'] },
);
