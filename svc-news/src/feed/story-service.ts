import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NewsArticle } from '@tidings/contracts/news';
import { CLIENT_PROJECTION, toClientArticle, type ClientFields, type NewsRecord } from '../news/news-model.js';
import type { NewsRepository } from '../news/news-repository.js';
import type { CandidatePool } from './candidate-pool.js';
import { articleJson, type PoolArticle } from './pool-article.js';
import type { StoryIndex } from './story-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    stories: StoryService;
  }
}

type StoredArticle = ClientFields & Pick<NewsRecord, 'clusterId'>;
const STORED_PROJECTION = { ...CLIENT_PROJECTION, clusterId: 1 } as const;

interface Story {
  /** Distinct outlets telling it. */
  sources: number;
  /** Its articles, newest first. */
  members: Array<{ id: string; json: () => string }>;
}

function withSources(view: NewsArticle, sources: number): NewsArticle {
  return sources > 1 ? { ...view, sourceCount: sources } : view;
}

/** Newest first, at most one per story, none of the article's own story. */
function sameCategory(index: StoryIndex, category: string, ownCluster: string, limit: number): PoolArticle[] {
  const stories = new Set([ownCluster]);
  const picked: PoolArticle[] = [];
  for (const article of index.category(category)) {
    if (picked.length >= limit) break;
    if (stories.has(article.clusterId)) continue;
    stories.add(article.clusterId);
    picked.push(article);
  }
  return picked;
}

/**
 * One article with its `sourceCount`, and the reader's related lists. The article itself is
 * always read by `_id` (FerretDB v1 answers that without a scan), so an unknown or removed id is
 * a 404 at once. Its story and its category's newest stories come from the feed's candidate pool
 * (the newest 5 000 articles of 14 days) without a query; only an article older than the pool
 * has its story read by clusterId (an index on MongoDB, a scan on FerretDB v1: a rare call).
 *
 * With several instances the pool is each one's own copy, kept in step by their broadcasts (see
 * cache-sync/): an article another instance adds or removes joins or leaves these lists at once;
 * should a broadcast be lost, within the pool's pick-up interval (FEED_POOL_TTL, 30 s) or its next
 * full reload (10 min) — opening a removed one is a 404 either way.
 */
export class StoryService {
  constructor(
    private readonly news: NewsRepository,
    private readonly pool: CandidatePool,
  ) {}

  async article(id: string): Promise<NewsArticle> {
    const record = await this.news.require<StoredArticle>(id, STORED_PROJECTION);
    const story = await this.story(record, await this.pool.stories());
    return withSources(toClientArticle(record), story.sources);
  }

  /** `{ sameStory, sameCategory }` as JSON, from the pool's prepared serialisations. */
  async relatedJson(id: string, limit: number): Promise<string> {
    const record = await this.news.require<StoredArticle>(id, STORED_PROJECTION);
    const index = await this.pool.stories();
    const story = await this.story(record, index);
    const others = story.members.filter((member) => member.id !== id).slice(0, limit);
    const category = sameCategory(index, record.category, clusterOf(record), limit);
    return `{"sameStory":[${others.map((member) => member.json()).join(',')}],"sameCategory":[${category.map((article) => articleJson(article)).join(',')}]}`;
  }

  private async story(record: StoredArticle, index: StoryIndex): Promise<Story> {
    const id = record._id.toString();
    const pooled = index.article(id);
    if (pooled) {
      return { sources: pooled.sourceCount, members: index.cluster(pooled.clusterId).map((article) => ({ id: article.id, json: () => articleJson(article) })) };
    }
    if (!record.clusterId) return { sources: 1, members: [] };
    const members = await this.news.clusterMembers(record.clusterId);
    const sources = new Set(members.map((member) => member.source)).size;
    return {
      sources,
      members: members.map((member) => ({ id: member._id.toString(), json: () => JSON.stringify(withSources(toClientArticle(member), sources)) })),
    };
  }
}

/** The pool's rule: an article without a cluster is a story of its own. */
function clusterOf(record: StoredArticle): string {
  return record.clusterId || record._id.toString();
}

export const storyServicePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('stories', new StoryService(app.news, app.feed.pool));
  },
  { name: 'svc-news-stories', dependencies: ['svc-news-news', 'svc-news-feed'] },
);
