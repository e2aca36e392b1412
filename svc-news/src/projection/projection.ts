import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EngagementRead, EngagementTime, EngagementViewed } from '@tidings/contracts/events/engagement';
import type { UserPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import type { UserRegistered } from '@tidings/contracts/events/user-registered';
import type { BookmarkRepository } from '../bookmarks/bookmark-repository.js';
import type { NewsRepository } from '../news/news-repository.js';
import type { ReactionRepository } from '../reactions/reaction-repository.js';
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
  constructor(
    readonly profiles: ProfileStore,
    readonly seen: SeenStore,
    private readonly news: NewsRepository,
    private readonly bookmarks: BookmarkRepository,
    private readonly reactions: ReactionRepository,
  ) {}

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
    for (const newsId of fresh) await this.recountEngagement(newsId);
    return fresh;
  }

  /**
   * Counts (never `$inc`: FerretDB v1 loses concurrent increments) the article's views, reads,
   * bookmarks and likes and stores the virality and newsScore they give.
   */
  async recountEngagement(newsId: string): Promise<void> {
    if (!(await this.news.exists(newsId))) return;
    const [views, reads, bookmarks, likes] = await Promise.all([
      this.seen.count(newsId, 'viewed'),
      this.seen.count(newsId, 'read'),
      this.bookmarks.countForNews(newsId),
      this.reactions.countLikes(newsId),
    ]);
    await this.news.applyEngagement(newsId, { views, reads, bookmarks, likes });
  }
}

export const projectionPlugin = fp(
  async (app: FastifyInstance) => {
    const projection = new Projection(new ProfileStore(app.db), new SeenStore(app.db), app.news, app.bookmarks, app.reactions);
    await projection.init();
    app.decorate('projection', projection);
    // Before the service listens: the first feed requests then need no query of their own.
    app.addHook('onReady', () => projection.seen.prime());
  },
  { name: 'svc-news-projection', dependencies: ['svc-news-news', 'svc-news-bookmarks', 'svc-news-reactions'] },
);
