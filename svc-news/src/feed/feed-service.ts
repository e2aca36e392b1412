import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Projection } from '../projection/projection.js';
import { CandidatePool } from './candidate-pool.js';
import { feedJson, rankFeed, type RankedItem } from './rank-feed.js';

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
  constructor(
    readonly pool: CandidatePool,
    private readonly projection: Projection,
  ) {}

  async items(userId: string, limit: number, now = Date.now()): Promise<RankedItem[]> {
    const [pool, profile, seen] = await Promise.all([this.pool.get(), this.projection.profiles.get(userId), this.projection.seen.seenIds(userId)]);
    return rankFeed(pool, profile, seen, limit, now);
  }

  /** The page as a JSON array string (see feedJson). */
  async pageJson(userId: string, limit: number): Promise<string> {
    return feedJson(await this.items(userId, limit));
  }
}

export const feedServicePlugin = fp<{ poolTtlMs: number }>(
  async (app: FastifyInstance, { poolTtlMs }) => {
    app.decorate('feed', new FeedService(new CandidatePool(app.news, { ttlMs: poolTtlMs }), app.projection));
  },
  { name: 'svc-news-feed', dependencies: ['svc-news-news', 'svc-news-projection'] },
);
