import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { pendingEventsSchema, pendingEventsSet, splitWritten, type PendingEventFields, type WrittenEvents } from '@tidings/service-kit/pending-events';
import type { ReadArticle } from '@tidings/contracts/tracking';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
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
// A write's events travel in the read it writes, relayed by the outbox (a crashed writer's by its sweep).
readSchema.plugin(pendingEventsSchema);

export function toReadArticle(record: ReadRecord): ReadArticle {
  return {
    newsId: record.newsId,
    readAt: iso(record.readAt),
    timeSpentSeconds: record.timeSpentSeconds,
    lastAccessedAt: iso(record.lastAccessedAt),
  };
}

/** One read call: the time it adds, when, and the user's calendar day then. */
export interface ReadCallChange {
  seconds: number;
  at: Date;
  day: string;
}

/**
 * `read_articles`: one document per user and article. Every write is one atomic update of it
 * (`$inc` the time, `$set` the last access, `$setOnInsert` the first read), so writes racing on
 * several instances all land, and the write's events are stored in the same update.
 */
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

  /**
   * Applies a read call with its events: stores the read if it is the first (when `create`), else
   * adds the time to it. Answers the read as stored and the events then pending in it; null when
   * there is none and `create` is false.
   */
  async write(userId: string, newsId: string, change: ReadCallChange, events: readonly EventMessage<unknown>[], create: boolean): Promise<{ read: ReadRecord; written: WrittenEvents } | null> {
    const update = {
      $inc: { timeSpentSeconds: change.seconds },
      $set: { lastAccessedAt: change.at, lastReadDay: change.day, ...pendingEventsSet(events, change.at) },
      ...(create ? { $setOnInsert: { readAt: change.at } } : {}),
    };
    const apply = () => this.model.findOneAndUpdate({ userId, newsId }, update, { upsert: create, returnDocument: 'after' }).lean<ReadRecord & PendingEventFields>().exec();
    let stored;
    try {
      stored = await apply();
    } catch (error) {
      // Two first reads raced and the other inserted it: this one is now an update of it.
      if (!create || !isDuplicateKeyError(error)) throw error;
      stored = await apply();
    }
    if (!stored) return null;
    const { state: read, written } = splitWritten(stored);
    return { read, written };
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
