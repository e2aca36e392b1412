import { INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import type { NewsRepository } from '../news/news-repository.js';
import { POOL_PROJECTION, toPoolArticle, type PoolArticle, type PoolFields } from './pool-article.js';

export interface CandidatePoolOptions {
  /** How long a loaded pool is served before a background reload. */
  ttlMs: number;
  /** Newest articles overall. */
  recentMax?: number;
  /** Newest articles per interest label, so a niche interest still has candidates. */
  perInterestMax?: number;
  /** Nothing older than this is a candidate. */
  windowDays?: number;
}

/**
 * The feed's candidates, shared by every user: the newest articles of the last days plus the
 * newest of each interest label, read with the publishedAt and categories indexes and prepared
 * for ranking. Bounded (≈ recentMax + 14 × perInterestMax), so a feed request costs the same at
 * 10 000 or 100 000 stored articles. A change made by this instance reloads it before the next
 * request; otherwise it is reloaded in the background once older than `ttlMs`.
 */
export class CandidatePool {
  private articles: PoolArticle[] = [];
  private loadedAt = 0;
  private stale = true;
  private loading: Promise<void> | null = null;
  private readonly recentMax: number;
  private readonly perInterestMax: number;
  private readonly windowMs: number;

  constructor(
    private readonly news: NewsRepository,
    private readonly options: CandidatePoolOptions,
  ) {
    this.recentMax = options.recentMax ?? 3000;
    this.perInterestMax = options.perInterestMax ?? 300;
    this.windowMs = (options.windowDays ?? 14) * 86_400_000;
    news.onChange(() => {
      this.stale = true;
    });
  }

  async get(): Promise<readonly PoolArticle[]> {
    if (this.stale || this.loadedAt === 0) {
      await this.reload();
    } else if (Date.now() - this.loadedAt > this.options.ttlMs) {
      void this.reload().catch(() => undefined);
    }
    return this.articles;
  }

  size(): number {
    return this.articles.length;
  }

  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    this.stale = false;
    const startedAt = Date.now();
    const since = new Date(startedAt - this.windowMs);
    const model = this.news.model;
    const recent = model.find({ publishedAt: { $gte: since } }, POOL_PROJECTION).sort({ publishedAt: -1 }).limit(this.recentMax).lean<PoolFields[]>().exec();
    const perInterest = INTEREST_CHOICES.filter((interest) => interest !== 'all').map((interest) =>
      model
        .find({ categories: interest, publishedAt: { $gte: since } }, POOL_PROJECTION)
        .sort({ publishedAt: -1 })
        .limit(this.perInterestMax)
        .lean<PoolFields[]>()
        .exec(),
    );
    const batches = await Promise.all([recent, ...perInterest]);
    const byId = new Map<string, PoolArticle>();
    for (const batch of batches) for (const record of batch) if (!byId.has(record._id.toString())) byId.set(record._id.toString(), toPoolArticle(record));
    this.articles = [...byId.values()];
    this.loadedAt = startedAt;
  }
}
