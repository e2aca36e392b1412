import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, insertedDespiteDuplicates } from '@tidings/service-kit/mongo';

/** One article svc-news announced (or confirmed when asked); `removed` marks a deleted one. */
export interface KnownArticleRecord {
  _id: string;
  removed: boolean;
  at: Date;
}

const knownArticleSchema = new Schema<KnownArticleRecord>(
  { _id: { type: String, required: true }, removed: { type: Boolean, required: true }, at: { type: Date, required: true } },
  { collection: 'known_articles', versionKey: false },
);

/** How far the first fill of the projection got (svc-news' ids are paged in ascending order). */
interface ProjectionSyncRecord {
  _id: string;
  cursor?: string;
  doneAt?: Date;
}

const syncSchema = new Schema<ProjectionSyncRecord>(
  { _id: { type: String, required: true }, cursor: String, doneAt: Date },
  { collection: 'projection_sync', versionKey: false },
);
const SYNC_ID = 'known-articles';

/**
 * `known_articles`: svc-tracking's projection of svc-news' article ids. Only inserts (duplicates
 * ignored) and a `$set` of `removed`, so instances and redelivered events can write in any order:
 * a removal wins over a later "published" of the same id, and ids are never reused.
 */
export class KnownArticleRepository {
  private readonly model: Model<KnownArticleRecord>;
  private readonly sync: Model<ProjectionSyncRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<KnownArticleRecord>('KnownArticle', knownArticleSchema);
    this.sync = connection.model<ProjectionSyncRecord>('ProjectionSync', syncSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
    await ensureCollection(this.sync);
  }

  /** The stored ones among `ids`: id → removed. */
  async find(ids: readonly string[]): Promise<Map<string, boolean>> {
    if (ids.length === 0) return new Map();
    const found = await this.model.find({ _id: { $in: ids } }, { removed: 1 }).lean<Array<Pick<KnownArticleRecord, '_id' | 'removed'>>>().exec();
    return new Map(found.map((record) => [record._id, record.removed]));
  }

  async addPublished(ids: readonly string[], at: Date): Promise<void> {
    await this.insertIgnoringKnown(ids.map((_id) => ({ _id, removed: false, at })));
  }

  async markRemoved(ids: readonly string[], at: Date): Promise<void> {
    await this.insertIgnoringKnown(ids.map((_id) => ({ _id, removed: true, at })));
    await this.model.updateMany({ _id: { $in: ids } }, { $set: { removed: true, at } }).exec();
  }

  private async insertIgnoringKnown(records: KnownArticleRecord[]): Promise<void> {
    if (records.length === 0) return;
    try {
      await this.model.insertMany(records, { ordered: false, lean: true });
    } catch (error) {
      if (insertedDespiteDuplicates(error) === undefined) throw error;
    }
  }

  /** Where the first fill stands: done, or the last id stored so far (undefined: not started). */
  async syncState(): Promise<{ done: boolean; cursor?: string }> {
    const state = await this.sync.findById(SYNC_ID).lean<ProjectionSyncRecord>().exec();
    return { done: !!state?.doneAt, cursor: state?.cursor ?? undefined };
  }

  async saveSync(cursor: string | undefined, done: boolean): Promise<void> {
    const $set: Partial<ProjectionSyncRecord> = done ? { doneAt: new Date() } : {};
    if (cursor !== undefined) $set.cursor = cursor;
    await this.sync.updateOne({ _id: SYNC_ID }, { $set }, { upsert: true }).exec();
  }
}
