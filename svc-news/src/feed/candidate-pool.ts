import type { Count } from '@tidings/service-kit/metrics/metrics';
import { NOT_SAMPLE, type NewsChange, type NewsRepository } from '../news/news-repository.js';
import { compareIds } from '../news/compare-ids.js';
import { baseScore } from './rank-feed.js';
import { POOL_PROJECTION, toPoolArticle, type PoolArticle, type PoolFields } from './pool-article.js';
import { StoryIndex } from './story-index.js';

/** Recency decays for everyone alike; the order drifts only slowly, so it is redone each minute. */
const REORDER_MS = 60_000;
/**
 * A rescored article takes its new place in the order at most this late. Each new order makes
 * every user's cached page be ranked again (see FeedService), so under a stream of reactions and
 * views the pages are re-ranked once per this interval, not once per engagement.
 */
const RESCORE_REORDER_MS = 5_000;

export interface CandidatePoolOptions {
  /** How often new articles (by createdAt) are picked up in the background. */
  ttlMs: number;
  /** Newest articles kept (by publishedAt). */
  maxArticles?: number;
  /** Nothing older than this is a candidate. */
  windowDays?: number;
  /** How often the whole pool is reread (scores change with engagement; old articles leave). */
  fullReloadMs?: number;
  /** Whether starter samples are left out (SampleGate); kept when absent. */
  samples?: { hidden(): Promise<boolean> };
  /** Counts each full reread (`tidings_feed_candidate_pool_reloads_total`). */
  reloads?: Count;
}

/**
 * The feed's candidates, shared by every user: the newest articles of the last days, prepared for
 * ranking. Bounded (`maxArticles`), so a feed request costs the same at 10 000 or 100 000 stored
 * articles, and no request waits for a query: new articles are picked up every `ttlMs` with one
 * createdAt query, the whole pool reread every `fullReloadMs`.
 *
 * Changes this instance makes: an insert or a removal rereads the pool before the next request;
 * engagement (views, reads, bookmarks, likes) only rescores one article, which is updated in place
 * — its newsScore at once, its place in the order within RESCORE_REORDER_MS — so a stream of
 * reactions never makes a request wait for a reload. Changes other instances make arrive the same
 * way, broadcast by them (see cache-sync/); should a broadcast be lost, the periodic refresh still
 * brings their inserts within `ttlMs` (30 s by default), their rescores and removals with the next
 * full reload, within `fullReloadMs` (10 min).
 */
export class CandidatePool {
  private byId = new Map<string, PoolArticle>();
  private articles: PoolArticle[] = [];
  private index = new StoryIndex([]);
  private loadedAt = 0;
  private orderedAt = 0;
  private refreshedAt = 0;
  private newestCreatedAt = 0;
  private stale = true;
  /** Whether the pool was read without samples; a change of the gate's answer rereads it. */
  private samplesHidden = false;
  /** The gate's latest answer, which the next reload follows. */
  private hideSamples = false;
  private rescored = false;
  /** Rescores made while a query runs: its rows may predate them, so they are applied again after it. */
  private lateScores: Map<string, number> | null = null;
  private loading: Promise<void> | null = null;
  private reloads = 0;
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
    news.onChange((change) => this.apply(change));
  }

  /** The pool in base-score order (`base` set), re-ordered at most once a minute as recency decays. */
  async get(): Promise<readonly PoolArticle[]> {
    await this.refresh();
    const now = Date.now();
    if (now - this.orderedAt > REORDER_MS || (this.rescored && now - this.orderedAt > RESCORE_REORDER_MS)) this.order(now);
    return this.articles;
  }

  /** The candidates by story and by category, as fresh as `get`. */
  async stories(): Promise<StoryIndex> {
    await this.refresh();
    return this.index;
  }

  /** How many times the whole pool was read (for tests and diagnostics). */
  reloadCount(): number {
    return this.reloads;
  }

  /** Articles held now. */
  size(): number {
    return this.articles.length;
  }

  /** Another instance added, rewrote or removed articles (see cache-sync/): read again before the next request. */
  reread(): void {
    this.stale = true;
  }

  /** Another instance rescored an article: the same in-place update as a local rescore. */
  rescoreFromElsewhere(id: string, newsScore: number): void {
    this.rescore(id, newsScore);
  }

  private apply(change: NewsChange): void {
    if (change.kind === 'rescored') this.rescore(change.id, change.newsScore);
    else this.stale = true;
  }

  private rescore(id: string, newsScore: number): void {
    this.lateScores?.set(id, newsScore);
    const article = this.byId.get(id);
    if (!article || !Number.isFinite(newsScore) || article.newsScore === newsScore) return;
    article.newsScore = newsScore;
    this.rescored = true;
  }

  private async refresh(): Promise<void> {
    // The gate decides from the database, so every instance drops the samples alike. Without a
    // gate nothing is awaited here: a reload's read starts in the same tick as the request.
    if (this.options.samples) {
      this.hideSamples = await this.options.samples.hidden();
      if (this.hideSamples !== this.samplesHidden) this.stale = true;
    }
    const now = Date.now();
    // A loop: a pick-up already under way may be what `run` hands back, and it does not clear `stale`.
    if (this.stale || this.loadedAt === 0) {
      while (this.stale || this.loadedAt === 0) await this.run(() => this.reload());
    } else if (now - this.loadedAt > this.fullReloadMs) void this.run(() => this.reload()).catch(() => undefined);
    else if (now - this.refreshedAt > this.options.ttlMs) void this.run(() => this.addNew()).catch(() => undefined);
  }

  private order(now: number): void {
    const articles = [...this.articles];
    for (const article of articles) article.base = baseScore(article, now);
    articles.sort((a, b) => b.base - a.base || b.publishedAt - a.publishedAt || compareIds(a.id, b.id));
    this.articles = articles;
    this.orderedAt = now;
    this.rescored = false;
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.loading ??= task().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Reads candidates into the pool, then applies again the rescores made meanwhile (the rows may predate them). */
  private async read(filter: Record<string, unknown>, merge: (records: PoolFields[]) => void): Promise<void> {
    if (this.samplesHidden) filter = { ...filter, ...NOT_SAMPLE };
    this.lateScores = new Map();
    let records: PoolFields[];
    let late: Map<string, number>;
    try {
      records = await this.news.model.find(filter, POOL_PROJECTION).sort({ publishedAt: -1 }).limit(this.maxArticles).lean<PoolFields[]>().exec();
    } finally {
      late = this.lateScores;
      this.lateScores = null;
    }
    merge(records);
    for (const [id, score] of late) this.rescore(id, score);
  }

  private async reload(): Promise<void> {
    this.stale = false;
    const startedAt = Date.now();
    try {
      this.samplesHidden = this.hideSamples;
      await this.read({ publishedAt: { $gte: new Date(startedAt - this.windowMs) } }, (records) => {
        this.byId = new Map();
        this.add(records);
      });
    } catch (error) {
      this.stale = true;
      throw error;
    }
    this.loadedAt = startedAt;
    this.refreshedAt = startedAt;
    this.reloads++;
    this.options.reloads?.inc();
  }

  private async addNew(): Promise<void> {
    const startedAt = Date.now();
    // createdAt is this service's own clock; a few seconds of overlap catch late commits. Articles
    // already held are skipped (their rescores arrive as events, or with the full reload), so a
    // pick-up that finds nothing new changes nothing and every user's cached page stays valid.
    await this.read({ createdAt: { $gte: new Date(this.newestCreatedAt - 5_000) } }, (records) => {
      const fresh = records.filter((record) => !this.byId.has(record._id.toString()));
      if (fresh.length > 0) this.add(fresh);
    });
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
    this.index = new StoryIndex(articles);
    this.articles = articles;
    this.orderedAt = 0;
  }
}
