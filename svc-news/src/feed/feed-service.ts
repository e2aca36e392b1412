import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNCOUNTED_CACHE, type CacheCounts } from '@tidings/service-kit/metrics/metrics';
import type { UserProfile } from '../projection/profile-store.js';
import type { Projection } from '../projection/projection.js';
import { NO_TOPIC_RULES, type TopicRules } from '../topics/topic-match.js';
import type { PoolArticle } from './pool-article.js';
import { CandidatePool } from './candidate-pool.js';
import { feedJson, rankFeed, type FeedStories } from './rank-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    feed: FeedService;
  }
}

/**
 * The personalised feed: the shared candidate pool, minus what the user has seen (the cached
 * projection), filtered by their preferences and ranked in memory. No query scans articles per
 * request: at most the user's profile and the rows they saw since the last second are read.
 */
export class FeedService {
  /**
   * The last page per user with the inputs it was ranked from. Same pool (its order is redone each
   * minute), same profile snapshot and an unchanged seen set give the same ranking, so a repeat
   * request is answered from here; any change to the inputs ranks afresh.
   */
  private readonly pages = new Map<
    string,
    { pool: readonly PoolArticle[]; profile: UserProfile; seen: ReadonlySet<string>; seenSize: number; stories: FeedStories | null; topics: string; limit: number; json: string }
  >();
  /** The stories the user read (set by story/: see StoryViews.feedStories). */
  private stories: (userId: string, seen: ReadonlySet<string>) => Promise<FeedStories | null> = async () => null;
  /**
   * The topics the user follows and mutes in force (set by topics/): read on every request with
   * one indexed query, so a mute written through any instance holds on the next page of every one.
   */
  private topics: (userId: string, now: Date) => Promise<TopicRules> = async () => NO_TOPIC_RULES;

  constructor(
    readonly pool: CandidatePool,
    private readonly projection: Projection,
    private readonly pageCache: CacheCounts = UNCOUNTED_CACHE,
  ) {}

  /** `profileAtLeast`: the preferences' version the request carries (see ProfileStore.get). */
  private async inputs(userId: string, profileAtLeast: number | null = null) {
    const [pool, profile, seen, topics] = await Promise.all([
      this.pool.get(),
      this.projection.profiles.get(userId, profileAtLeast),
      this.projection.seen.seenIds(userId),
      this.topics(userId, new Date()),
    ]);
    return { pool, profile, seen, topics };
  }

  useStories(stories: (userId: string, seen: ReadonlySet<string>) => Promise<FeedStories | null>): void {
    this.stories = stories;
  }

  useTopics(topics: (userId: string, now: Date) => Promise<TopicRules>): void {
    this.topics = topics;
  }

  /** The page as a JSON array string (see feedJson). */
  async pageJson(userId: string, limit: number, profileAtLeast: number | null = null): Promise<string> {
    const { pool, profile, seen, topics } = await this.inputs(userId, profileAtLeast);
    const stories = await this.stories(userId, seen);
    // A fresh object per read: the rules are compared by what they hold (at most TOPICS_MAX).
    const topicsKey = topics.follows.length + topics.mutes.length === 0 ? '' : JSON.stringify(topics);
    const last = this.pages.get(userId);
    if (
      last &&
      last.pool === pool &&
      last.profile === profile &&
      last.seen === seen &&
      last.seenSize === seen.size &&
      last.stories === stories &&
      last.topics === topicsKey &&
      last.limit === limit
    ) {
      this.pageCache.hit();
      return last.json;
    }
    this.pageCache.miss();
    const json = feedJson(rankFeed(pool, profile, seen, limit, Date.now(), true, stories, topics));
    this.pages.delete(userId);
    if (this.pages.size >= PAGE_CACHE_USERS) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(userId, { pool, profile, seen, seenSize: seen.size, stories, topics: topicsKey, limit, json });
    return json;
  }

  /** Drops the user's cached page (their account is gone). */
  forget(userId: string): void {
    this.pages.delete(userId);
  }
}

const PAGE_CACHE_USERS = 5_000;

export const feedServicePlugin = fp<{ poolTtlMs: number }>(
  async (app: FastifyInstance, { poolTtlMs }) => {
    const pool = new CandidatePool(app.news, { ttlMs: poolTtlMs, samples: app.samples, reloads: app.metrics.counter('tidings_feed_candidate_pool_reloads_total') });
    const size = app.metrics.gauge('tidings_feed_candidate_pool_articles');
    app.metrics.onScrape(() => size.set(pool.size()));
    const feed = new FeedService(pool, app.projection, app.metrics.cache('feed_page'));
    feed.useTopics((userId, now) => app.topics.activeRules(userId, now));
    app.decorate('feed', feed);
  },
  { name: 'svc-news-feed', dependencies: ['svc-news-news', 'svc-news-samples', 'svc-news-projection', 'svc-news-topics'] },
);
