import type { NewsRepository } from '../news/news-repository.js';
import { baseScore } from './rank-feed.js';
import { POOL_PROJECTION, toPoolArticle, type PoolArticle, type PoolFields } from './pool-article.js';

/** Recency decays for everyone alike; the order drifts only slowly, so it is redone each minute. */
const REORDER_MS = 60_000;

export interface CandidatePoolOptions {
  /** How often new articles (by createdAt) are picked up in the background. */
  ttlMs: number;
  /** Newest articles kept (by publishedAt). */
  maxArticles?: number;
  /** Nothing older than this is a candidate. */
  windowDays?: number;
  /** How often the whole pool is reread (scores change with engagement; old articles leave). */
  fullReloadMs?: number;
}

/**
 * The feed's candidates, shared by every user: the newest articles of the last days, prepared for
 * ranking. Bounded (`maxArticles`), so a feed request costs the same at 10 000 or 100 000 stored
 * articles, and no request waits for a query: new articles are picked up every `ttlMs` with one
 * createdAt query, the whole pool reread every `fullReloadMs`. A change this instance makes
 * (ingestion, corpus, removal) rereads it before the next request.
 */
export class CandidatePool {
  private byId = new Map<string, PoolArticle>();
  private articles: PoolArticle[] = [];
  private loadedAt = 0;
  private orderedAt = 0;
  private refreshedAt = 0;
  private newestCreatedAt = 0;
  private stale = true;
  private loading: Promise<void> | null = null;
  private readonly maxArticles: number;
  private readonly windowMs: number;
  private readonly fullReloadMs: number;

  constructor(
    private readonly news: NewsRepository,
    private readonly options: CandidatePoolOptions,
  ) {
    this.maxArticles = options.maxArticles ?? 5000;
    this.windowMs = (options.windowDays ?? 14) * 86_400_000;
    this.fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
    news.onChange(() => {
      this.stale = true;
    });
  }

  /** The pool in base-score order (`base` set), re-ordered at most once a minute as recency decays. */
  async get(): Promise<readonly PoolArticle[]> {
    const now = Date.now();
    if (this.stale || this.loadedAt === 0) await this.run(() => this.reload());
    else if (now - this.loadedAt > this.fullReloadMs) void this.run(() => this.reload()).catch(() => undefined);
    else if (now - this.refreshedAt > this.options.ttlMs) void this.run(() => this.addNew()).catch(() => undefined);
    if (now - this.orderedAt > REORDER_MS) this.order(now);
    return this.articles;
  }

  private order(now: number): void {
    const articles = [...this.articles];
    for (const article of articles) article.base = baseScore(article, now);
    articles.sort((a, b) => b.base - a.base || b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.articles = articles;
    this.orderedAt = now;
  }

  size(): number {
    return this.articles.length;
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.loading ??= task().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private query(filter: Record<string, unknown>) {
    return this.news.model.find(filter, POOL_PROJECTION).sort({ publishedAt: -1 }).limit(this.maxArticles).lean<PoolFields[]>().exec();
  }

  private async reload(): Promise<void> {
    this.stale = false;
    const startedAt = Date.now();
    const records = await this.query({ publishedAt: { $gte: new Date(startedAt - this.windowMs) } });
    this.byId = new Map();
    this.add(records);
    this.loadedAt = startedAt;
    this.refreshedAt = startedAt;
  }

  private async addNew(): Promise<void> {
    const startedAt = Date.now();
    // createdAt is this service's own clock; a few seconds of overlap catch late commits.
    const records = await this.query({ createdAt: { $gte: new Date(this.newestCreatedAt - 5_000) } });
    this.add(records);
    this.refreshedAt = startedAt;
  }

  private add(records: PoolFields[]): void {
    const oldest = Date.now() - this.windowMs;
    for (const record of records) {
      this.newestCreatedAt = Math.max(this.newestCreatedAt, record.createdAt?.getTime() ?? 0);
      if (record.publishedAt.getTime() >= oldest) this.byId.set(record._id.toString(), toPoolArticle(record));
    }
    let articles = [...this.byId.values()];
    if (articles.length > this.maxArticles) {
      articles = articles.sort((a, b) => b.publishedAt - a.publishedAt).slice(0, this.maxArticles);
      this.byId = new Map(articles.map((article) => [article.id, article]));
    }
    this.articles = articles;
    this.orderedAt = 0;
  }
}
