import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { pendingEventsDocument, pendingEventsSchema, pendingEventsSet } from '@tidings/service-kit/pending-events';
import type { ReadArticle } from '@tidings/contracts/tracking';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';
import { iso } from '../lib/dates.js';

export interface ReadRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  readAt: Date;
  timeSpentSeconds: number;
  lastAccessedAt: Date;
  /** The user's calendar day of lastAccessedAt, in the zone the client sent then. */
  lastReadDay: string;
}

const readSchema = new Schema<ReadRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    readAt: { type: Date, required: true },
    timeSpentSeconds: { type: Number, required: true, default: 0 },
    lastAccessedAt: { type: Date, required: true },
    lastReadDay: { type: String, required: true },
  },
  { collection: 'read_articles', versionKey: false },
);
// Unique per user and article; its userId prefix also serves totalArticlesRead.
readSchema.index({ userId: 1, newsId: 1 }, { unique: true });
// articlesReadToday.
readSchema.index({ userId: 1, lastReadDay: 1 });
readSchema.plugin(pendingEventsSchema);

export function toReadArticle(record: ReadRecord): ReadArticle {
  return {
    newsId: record.newsId,
    readAt: iso(record.readAt),
    timeSpentSeconds: record.timeSpentSeconds,
    lastAccessedAt: iso(record.lastAccessedAt),
  };
}

/** `read_articles`: one document per user and article. Writers hold the service's mutex. */
export class ReadRepository {
  /** Read by the outbox's relay and sweep (the events travel in these documents). */
  readonly model: Model<ReadRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<ReadRecord>('ReadArticle', readSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  find(userId: string, newsId: string): Promise<ReadRecord | null> {
    return this.model.findOne({ userId, newsId }).lean<ReadRecord>().exec();
  }

  /** A duplicate (userId, newsId) throws the driver's 11000 error. */
  async create(record: Omit<ReadRecord, '_id'>, events: readonly EventMessage<unknown>[] = []): Promise<ReadRecord> {
    return (await this.model.create({ ...record, ...pendingEventsDocument(events) })).toObject();
  }

  /** Adds time and marks the access; answers the record as it is now. */
  async access(record: ReadRecord, addSeconds: number, now: Date, day: string, events: readonly EventMessage<unknown>[] = []): Promise<ReadRecord> {
    await this.model.updateOne(
      { _id: record._id },
      { $inc: { timeSpentSeconds: addSeconds }, $set: { lastAccessedAt: now, lastReadDay: day, ...pendingEventsSet(events) } },
    );
    return { ...record, timeSpentSeconds: record.timeSpentSeconds + addSeconds, lastAccessedAt: now, lastReadDay: day };
  }

  countByUser(userId: string): Promise<number> {
    return this.model.countDocuments({ userId }).exec();
  }

  countReadOn(userId: string, day: string): Promise<number> {
    return this.model.countDocuments({ userId, lastReadDay: day }).exec();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadRepository;
  }
}

export const readRepositoryPlugin = repositoryPlugin('svc-tracking-reads', 'reads', (db) => new ReadRepository(db));
