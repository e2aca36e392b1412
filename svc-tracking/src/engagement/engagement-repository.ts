import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import type { ArticleEngagement, EngagementType } from '@tidings/contracts/tracking';
import { pendingEventsDocument, pendingEventsOnto, pendingEventsSchema, pendingEventsSet, splitWritten, type PendingEventFields, type WrittenEvents } from '@tidings/service-kit/pending-events';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';
import { iso } from '../lib/dates.js';

export interface EngagementRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  /** The session of the first post. */
  sessionId: string;
  engagementType: EngagementType;
  viewedAt: Date;
  readAt: Date | null;
  timeSpentMs: number;
  /** The last post that was not suppressed: what the 1 s dedupe compares with. */
  lastPost: { engagementType: EngagementType; sessionId: string; at: Date };
  createdAt: Date;
  updatedAt: Date;
}

const engagementSchema = new Schema<EngagementRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    sessionId: { type: String, required: true },
    engagementType: { type: String, required: true, enum: ['viewed', 'read'] },
    viewedAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
    timeSpentMs: { type: Number, required: true, default: 0 },
    lastPost: {
      engagementType: { type: String, required: true },
      sessionId: { type: String, required: true },
      at: { type: Date, required: true },
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'article_engagement', versionKey: false },
);
engagementSchema.index({ userId: 1, newsId: 1 }, { unique: true });
engagementSchema.plugin(pendingEventsSchema);

export function toArticleEngagement(record: EngagementRecord): ArticleEngagement {
  return {
    newsId: record.newsId,
    sessionId: record.sessionId,
    engagementType: record.engagementType,
    viewedAt: iso(record.viewedAt),
    readAt: iso(record.readAt),
    timeSpentMs: record.timeSpentMs,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** `article_engagement`: one document per user and article. */
export class EngagementRepository {
  /** Read by the outbox's relay and sweep (the events travel in these documents). */
  readonly model: Model<EngagementRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<EngagementRecord>('ArticleEngagement', engagementSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** The row with the events still pending in it (what a conditional update builds on). */
  find(userId: string, newsId: string): Promise<(EngagementRecord & PendingEventFields) | null> {
    return this.model.findOne({ userId, newsId }).lean<EngagementRecord & PendingEventFields>().exec();
  }

  /** Inserts the first engagement, its events pending in it; null when another writer inserted (userId, newsId) first. */
  async create(record: Omit<EngagementRecord, '_id'>, events: readonly EventMessage<unknown>[] = []): Promise<{ engagement: EngagementRecord; written: WrittenEvents } | null> {
    try {
      const { state: engagement, written } = splitWritten((await this.model.create({ ...record, ...pendingEventsDocument(events) })).toObject<EngagementRecord & PendingEventFields>());
      return { engagement, written };
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /**
   * Writes the changes and events if the row is still as `current` read it (its last post, its
   * pending events); answers the events then pending in it, or null when another write came first.
   */
  async updateIfUnchanged(current: EngagementRecord & PendingEventFields, changes: Partial<Omit<EngagementRecord, '_id'>>, events: readonly EventMessage<unknown>[]): Promise<WrittenEvents | null> {
    const { engagementType, sessionId, at } = current.lastPost;
    const pending = pendingEventsOnto(current, events);
    const unchanged = { _id: current._id, 'lastPost.engagementType': engagementType, 'lastPost.sessionId': sessionId, 'lastPost.at': at, ...pending.unchanged };
    const { matchedCount } = await this.model.updateOne(unchanged, { $set: { ...changes, ...pending.set } });
    return matchedCount === 1 ? pending.written : null;
  }

  /** Adds reading time; answers the engagement as stored after it, and the events then pending in it. */
  async addTime(id: Types.ObjectId, timeSpentMs: number, now: Date, events: readonly EventMessage<unknown>[] = []): Promise<{ engagement: EngagementRecord; written: WrittenEvents }> {
    const updated = await this.model
      .findOneAndUpdate({ _id: id }, { $inc: { timeSpentMs }, $set: { updatedAt: now, ...pendingEventsSet(events) } }, { returnDocument: 'after' })
      .lean<EngagementRecord & PendingEventFields>()
      .exec();
    if (!updated) throw new Error('engagement removed while time was added');
    const { state: engagement, written } = splitWritten(updated);
    return { engagement, written };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    engagements: EngagementRepository;
  }
}

export const engagementRepositoryPlugin = repositoryPlugin('svc-tracking-engagement', 'engagements', (db) => new EngagementRepository(db));
