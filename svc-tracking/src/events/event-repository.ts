import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ensureCollection, insertFailures } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';
import type { BulkInsertResult } from './group-commit.js';

export interface TrackingEventRecord {
  eventId: string;
  userId: string;
  sessionId: string;
  storyId: string | null;
  eventType: string;
  eventData: Record<string, unknown>;
  ts: Date;
  createdAt: Date;
}

const trackingEventSchema = new Schema<TrackingEventRecord>(
  {
    eventId: { type: String, required: true },
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    storyId: { type: String, default: null },
    eventType: { type: String, required: true },
    eventData: { type: Schema.Types.Mixed, default: {} },
    ts: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'tracking_events', versionKey: false, minimize: false },
);
// Exactly-once storage by eventId; a user's events for the export and the erasure, which must cost
// what the user has, not what everyone has; the retention job's expired events.
trackingEventSchema.index({ eventId: 1 }, { unique: true });
trackingEventSchema.index({ userId: 1, ts: 1 }, { name: 'userId_ts' });
trackingEventSchema.index({ createdAt: 1 }, { name: 'createdAt' });

/** The `tracking_events` collection: the client's buffered events, each stored once. */
export class TrackingEventRepository {
  private readonly model: Model<TrackingEventRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<TrackingEventRecord>('TrackingEvent', trackingEventSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Up to `limit` ids of events stored before `cutoff`. */
  async idsStoredBefore(cutoff: Date, limit: number): Promise<Types.ObjectId[]> {
    const found = await this.model.collection.find({ createdAt: { $lt: cutoff } }, { projection: { _id: 1 } }).limit(limit).toArray();
    return found.map((record) => record._id);
  }

  /** Deletes those ids (still older than `cutoff`: ids are never reused, the filter only guards). */
  async deleteStoredBefore(ids: Types.ObjectId[], cutoff: Date): Promise<number> {
    const { deletedCount } = await this.model.collection.deleteMany({ _id: { $in: ids }, createdAt: { $lt: cutoff } });
    return deletedCount;
  }

  /**
   * One unordered insertMany through the driver (bodies are validated by their schema, so
   * mongoose's casting is skipped). Each failed document is reported by index with its code
   * (11000 for an eventId already stored); anything else than per-document errors throws.
   */
  async insertMany(events: TrackingEventRecord[]): Promise<BulkInsertResult> {
    try {
      await this.model.collection.insertMany(events, { ordered: false });
      return { failed: new Map() };
    } catch (error) {
      // A lost connection comes as a bulk error too, with no per-document errors: nothing says what
      // was stored, so the batch failed (insertFailures answers undefined; the chaos run found it
      // answering 200).
      const failures = insertFailures(error)?.failures;
      if (!failures || failures.some((failure) => failure.index === undefined)) throw error;
      return { failed: new Map(failures.map((failure) => [failure.index!, failure.code])) };
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    trackingEvents: TrackingEventRepository;
  }
}

export const trackingEventRepositoryPlugin = repositoryPlugin('svc-tracking-events', 'trackingEvents', (db) => new TrackingEventRepository(db));
