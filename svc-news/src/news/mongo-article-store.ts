import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import type { ClusterMember } from '../ingestion/cluster.js';
import type { SourceState } from '../ingestion/fetch-schedule.js';
import type { IngestedArticle } from '../ingestion/ingested-article.js';
import type { ArticleStore, SourceStateStore } from '../ingestion/ingest-worker.js';
import { simhashFromHex } from '../ingestion/simhash.js';
import type { NewNewsRecord } from './news-model.js';
import type { NewsRepository } from './news-repository.js';

/** Without a feed GUID the canonical URL is the key; the `~` keeps it apart from `<sourceId>:<guid>`. */
export function guidKeyOf(article: Pick<IngestedArticle, 'guidKey' | 'canonicalUrl'>): string {
  return article.guidKey ?? `~url:${article.canonicalUrl}`;
}

export function toNewsRecord(article: IngestedArticle): NewNewsRecord {
  const { sentiment, guidKey: _guidKey, ...rest } = article;
  return {
    ...rest,
    guidKey: guidKeyOf(article),
    viralitySeed: 0,
    sentiment: sentiment.label,
    sentimentScore: sentiment.score,
    tone: sentiment.label,
    personalities: [],
  };
}

/** The ingestion worker's ArticleStore on the `news` collection (its unique indexes decide races). */
export class MongoArticleStore implements ArticleStore {
  constructor(private readonly news: NewsRepository) {}

  async existingKeys(guidKeys: string[], canonicalUrls: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (guidKeys.length === 0 && canonicalUrls.length === 0) return found;
    const records = await this.news.model
      .find({ $or: [{ guidKey: { $in: guidKeys } }, { canonicalUrl: { $in: canonicalUrls } }] }, { guidKey: 1, canonicalUrl: 1 })
      .lean()
      .exec();
    const wantedGuids = new Set(guidKeys);
    const wantedUrls = new Set(canonicalUrls);
    for (const record of records) {
      if (wantedGuids.has(record.guidKey)) found.add(record.guidKey);
      if (wantedUrls.has(record.canonicalUrl)) found.add(record.canonicalUrl);
    }
    return found;
  }

  async recentClusters(since: Date): Promise<ClusterMember[]> {
    const records = await this.news.model
      .find({ createdAt: { $gte: since }, titleHash: { $exists: true } }, { clusterId: 1, titleHash: 1, sourceId: 1, source: 1 })
      .sort({ createdAt: -1 })
      .limit(5000)
      .lean()
      .exec();
    return records
      .filter((record) => record.titleHash)
      .map((record) => ({ clusterId: record.clusterId, titleHash: simhashFromHex(record.titleHash!), source: record.sourceId ?? record.source }));
  }

  async insert(articles: IngestedArticle[]): Promise<void> {
    await this.news.insertMany(articles.map(toNewsRecord));
  }
}

type SourceStateRecord = Omit<SourceState, 'sourceId'> & { _id: string; sourceId: string };

const sourceStateSchema = new Schema<SourceStateRecord>(
  {
    _id: { type: String, required: true },
    sourceId: { type: String, required: true },
    etag: String,
    lastModified: String,
    nextFetchAt: Date,
    failures: { type: Number, default: 0 },
    lastError: String,
    lastSuccessAt: Date,
    lastFetchAt: Date,
    itemsStored: Number,
  },
  { collection: 'source_states', versionKey: false },
);

function toSourceState(record: SourceStateRecord): SourceState {
  const { _id, ...state } = record;
  const defined = Object.fromEntries(Object.entries(state).filter(([, value]) => value !== null)) as Omit<SourceState, 'failures'>;
  return { ...defined, sourceId: _id, failures: state.failures ?? 0 };
}

/** Per-source poll state (validators, back-off) and health, one document per source id. */
export class MongoSourceStateStore implements SourceStateStore {
  private readonly model: Model<SourceStateRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<SourceStateRecord>('SourceState', sourceStateSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  async get(sourceId: string): Promise<SourceState | undefined> {
    const record = await this.model.findById(sourceId).lean().exec();
    return record ? toSourceState(record) : undefined;
  }

  /** Every kept state, for the sources' health (GET /api/sources). */
  async list(): Promise<SourceState[]> {
    const records = await this.model.find({}).lean().exec();
    return records.map(toSourceState);
  }

  async save(state: SourceState): Promise<void> {
    // A full replacement: fields the new state dropped (a cleared lastError) must go.
    const defined = Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined && value !== null));
    await this.model.replaceOne({ _id: state.sourceId }, { ...defined, _id: state.sourceId }, { upsert: true }).exec();
  }
}
