import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Types, type Connection, type Model } from 'mongoose';
import { ensureCollection, insertedDespiteDuplicates } from '@tidings/service-kit/mongo';
import { NewsErrors } from '../errors.js';
import { newsScore, viralityScore, type EngagementCounts } from '../ingestion/scores.js';
import { MongoSourceLeases } from '../ingestion/source-lease.js';
import { backfillSearchIndex } from '../search/backfill-search-index.js';
import { startCompaction } from '../search/compaction-runner.js';
import { SearchCompactor } from '../search/search-compactor.js';
import { searchArticles } from './article-search.js';
import { FILING_VERSION, SearchIndex, type FilableArticle, type SearchableArticle } from '../search/search-index.js';
import { CLIENT_PROJECTION, isNewsId, newsSchema, type ClientFields, type NewNewsRecord, type NewsRecord } from './news-model.js';

/** Every stored article that is not a starter-corpus sample (older rows have no `sample` field). */
export const NOT_SAMPLE = { sample: { $ne: true } } as const;

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsRepository;
  }
}


export interface PageOptions {
  limit: number;
  /** How many of the ordered matches to skip; 0 when absent. */
  offset?: number;
  /** Leaves starter-corpus samples out (see sample-articles.ts). */
  hideSamples?: boolean;
}

export interface SearchOptions extends PageOptions {
  q?: string;
  category?: string;
  now?: Date;
}

/** A page of a list or search, and, for the first page only, how many match in all. */
export interface ArticlePage {
  items: ClientFields[];
  /** Counted for the first page (offset 0) only: later pages would repeat the count's scan. */
  total?: number;
}


/** `.` `*` and friends are literal in a search. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What this instance changed in `news`. Engagement only rescores one article (its counts,
 * virality and newsScore), which a cache can apply in place; inserts and removals change the set.
 */
export type NewsChange =
  | { kind: 'inserted'; ids?: string[] }
  | { kind: 'removed'; id: string }
  | { kind: 'rescored'; id: string; engagement: EngagementTotals; viralityScore: number; newsScore: number };

type EngagementTotals = Required<Pick<EngagementCounts, 'views' | 'reads' | 'bookmarks' | 'likes'>>;

/** The `news` collection. Plain finds, counts and single-document `$set`s (FerretDB v1). */
export class NewsRepository {
  readonly model: Model<NewsRecord>;
  /** The articles' words, which search reads instead of scanning title and content. */
  readonly searchIndex: SearchIndex;
  private readonly listeners: Array<(change: NewsChange) => void> = [];

  constructor(connection: Connection) {
    this.model = connection.model<NewsRecord>('News', newsSchema);
    this.searchIndex = new SearchIndex(connection);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
    await this.searchIndex.init();
  }

  /** Called after this instance adds, rescores or removes articles (the feed's pool listens). */
  onChange(listener: (change: NewsChange) => void): void {
    this.listeners.push(listener);
  }

  private changed(change: NewsChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Inserts, skipping articles whose guidKey or canonicalUrl is already stored; answers how many were new. */
  async insertMany(records: NewNewsRecord[]): Promise<number> {
    if (records.length === 0) return 0;
    // Ids given here, so listeners learn which ones were tried (article events, see articles-events/).
    const withIds = records.map((record) => ({ _id: new Types.ObjectId(), ...record, searchFiled: 0 }));
    const ids = withIds.map((record) => record._id.toString());
    // Noted before the insert, cleared once filed: a crash in between leaves it to the start-up backfill.
    await this.searchIndex.journal.note(ids);
    let inserted: number;
    let stored = withIds;
    try {
      inserted = (await this.model.insertMany(withIds, { ordered: false, lean: true })).length;
    } catch (error) {
      const count = insertedDespiteDuplicates(error);
      if (count === undefined) throw error;
      inserted = count;
      const storedIds = new Set(await this.existingIds(ids));
      stored = withIds.filter((record) => storedIds.has(record._id.toString()));
    }
    await this.fileSearchWords(stored);
    await this.searchIndex.journal.clear(ids);
    // Also when the count says 0: a driver's error shape may under-report what was written.
    // `ids` are candidates: the duplicates among them were not stored.
    this.changed({ kind: 'inserted', ids });
    return inserted;
  }

  /** Files the articles' words, then marks them filed (search-index.ts). */
  private async fileSearchWords(articles: readonly FilableArticle[]): Promise<void> {
    if (articles.length === 0) return;
    await this.searchIndex.file(articles);
    await this.model.updateMany({ _id: { $in: articles.map((article) => article._id) } }, { $set: { searchFiled: FILING_VERSION } }).exec();
  }

  isEmpty(): Promise<boolean> {
    return this.model.exists({}).then((found) => found === null);
  }

  /** Newest first; `_id` breaks ties, so pages by offset neither repeat nor skip an article. */
  async list({ limit, offset = 0, hideSamples = false }: PageOptions): Promise<ArticlePage> {
    const query = hideSamples ? NOT_SAMPLE : {};
    const [items, total] = await Promise.all([
      this.model.find(query, CLIENT_PROJECTION).sort({ publishedAt: -1, _id: -1 }).skip(offset).limit(limit).lean<ClientFields[]>().exec(),
      offset === 0 ? (hideSamples ? this.model.countDocuments(query).exec() : this.model.estimatedDocumentCount().exec()) : undefined,
    ]);
    return { items, total };
  }

  /** Search by words (the search index) and category; see article-search.ts. */
  search(options: SearchOptions): Promise<ArticlePage> {
    return searchArticles(this.model, this.searchIndex, options);
  }

  findById(id: string): Promise<NewsRecord | null> {
    if (!isNewsId(id)) return Promise.resolve(null);
    return this.model.findById(id).lean<NewsRecord>().exec();
  }

  /** The article or NEWS_ARTICLE_NOT_FOUND; `projection` limits what is read. */
  async require<T = NewsRecord>(id: string, projection?: Record<string, 1>): Promise<T> {
    const found = isNewsId(id) ? await this.model.findById(id, projection).lean<T>().exec() : null;
    if (!found) throw new NewsErrors.ArticleNotFound(id);
    return found;
  }

  /** The articles of one story cluster, newest first (at most `limit`; clusters hold a few). */
  clusterMembers(clusterId: string, limit = 100): Promise<Array<ClientFields & Pick<NewsRecord, 'clusterId'>>> {
    return this.model
      .find({ clusterId }, { ...CLIENT_PROJECTION, clusterId: 1 })
      .sort({ publishedAt: -1, _id: -1 })
      .limit(limit)
      .lean<Array<ClientFields & Pick<NewsRecord, 'clusterId'>>>()
      .exec();
  }

  async exists(id: string): Promise<boolean> {
    return isNewsId(id) && (await this.model.exists({ _id: id })) !== null;
  }

  /** The ids among `ids` that are stored articles. */
  async existingIds(ids: readonly string[]): Promise<string[]> {
    const valid = [...new Set(ids.filter(isNewsId))];
    if (valid.length === 0) return [];
    const found = await this.model.find({ _id: { $in: valid } }, { _id: 1 }).lean().exec();
    return found.map((record) => record._id.toString());
  }

  async findClientByIds(ids: readonly string[]): Promise<Map<string, ClientFields>> {
    const valid = [...new Set(ids.filter(isNewsId))];
    if (valid.length === 0) return new Map();
    const found = await this.model.find({ _id: { $in: valid } }, CLIENT_PROJECTION).lean<ClientFields[]>().exec();
    return new Map(found.map((record) => [record._id.toString(), record]));
  }

  /**
   * Stores the counts and the virality and newsScore they give (a `$set` of values counted
   * elsewhere) unless the stored counts come from a count that began later: two instances'
   * recounts of an article may overlap, and the one that began first saw fewer facts.
   */
  async applyEngagement(id: string, counts: EngagementTotals, countedAt = new Date()): Promise<void> {
    const article = await this.model.findById(id, { impactScore: 1, credibilityScore: 1, needsReview: 1, viralitySeed: 1 }).lean().exec();
    if (!article) return;
    const virality = Math.max(article.viralitySeed ?? 0, viralityScore(counts));
    const score = newsScore({ impactScore: article.impactScore, credibilityScore: article.credibilityScore, viralityScore: virality, needsReview: article.needsReview });
    const olderCount = { $or: [{ engagementCountedAt: { $lt: countedAt } }, { engagementCountedAt: { $exists: false } }] };
    const { modifiedCount } = await this.model
      .updateOne({ _id: id, ...olderCount }, { $set: { engagement: counts, engagementCountedAt: countedAt, viralityScore: virality, newsScore: score } })
      .exec();
    if (modifiedCount > 0) this.changed({ kind: 'rescored', id, engagement: counts, viralityScore: virality, newsScore: score });
  }

  /**
   * Removes the article's words from the search index, then the article: search counts matches
   * from the terms, so none may outlive their article. Noted in the filing journal meanwhile: a
   * crash after the words and before the article leaves it to the start-up backfill, which files
   * it again.
   */
  async deleteById(id: string): Promise<boolean> {
    if (!isNewsId(id)) return false;
    const article = await this.model.findById(id, { title: 1, content: 1 }).lean<SearchableArticle>().exec();
    if (!article) return false;
    await this.searchIndex.journal.note([id]);
    await this.searchIndex.unfile([article]);
    // The text it had when deleted: a rewrite between the read and the delete filed other words.
    // (No projection: FerretDB v1's findAndModify has none.)
    const deleted = await this.model.findOneAndDelete({ _id: id }).lean<SearchableArticle>().exec();
    if (deleted && (deleted.title !== article.title || deleted.content !== article.content)) await this.searchIndex.unfile([deleted]);
    await this.searchIndex.journal.clear([id]);
    // Another caller removed it meanwhile: theirs is the removal.
    if (!deleted) return false;
    this.changed({ kind: 'removed', id });
    return true;
  }
}

/** The compaction lease: a holder that stops is replaced this long after its last renewal. */
const COMPACTION_LEASE_MS = 60_000;

export const newsRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const news = new NewsRepository(app.db);
    await news.init();
    app.decorate('news', news);
    // In the background: the articles whose filing a crash stopped half-way (the filing journal's)
    // are filed again. The batches stop at close; what is left is filed at the next start.
    let closing = false;
    let backfill: Promise<void> | undefined;
    let stopCompaction = async () => {};
    const leases = new MongoSourceLeases(app.db, { leaseMs: COMPACTION_LEASE_MS });
    await leases.init();
    app.addHook('onReady', async () => {
      backfill = backfillSearchIndex(news.model, news.searchIndex, { stopped: () => closing })
        .then((filed) => void (filed > 0 && app.log.info({ filed }, 'search index: filed the words of stored articles')))
        .catch((error: unknown) => app.log.warn({ err: error }, 'search index backfill stopped; the next start goes on'));
      stopCompaction = startCompaction(news.searchIndex, new SearchCompactor(news.searchIndex), leases, { log: app.log });
    });
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.all([backfill, stopCompaction()]);
    });
  },
  { name: 'svc-news-news', dependencies: ['tidings-mongo'] },
);
