import { Schema, type Connection, type Model } from 'mongoose';
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
// The only index: exactly-once storage by eventId. The service runs no other query on this
// collection (it is written for analytics), and every extra index slows the hot insert path.
trackingEventSchema.index({ eventId: 1 }, { unique: true });

interface BulkWriteErrorLike {
  name: string;
  writeErrors?: Array<{ index: number; code?: number }> | { index: number; code?: number };
}

function isBulkWriteError(error: unknown): error is BulkWriteErrorLike {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'MongoBulkWriteError';
}

/** The `tracking_events` collection: the client's buffered events, each stored once. */
export class TrackingEventRepository {
  private readonly model: Model<TrackingEventRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<TrackingEventRecord>('TrackingEvent', trackingEventSchema);
  }

  async init(): Promise<void> {
    await this.model.createCollection().catch(() => undefined);
    await this.model.createIndexes();
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
      if (!isBulkWriteError(error) || !error.writeErrors) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      return { failed: new Map(writeErrors.map((writeError) => [writeError.index, writeError.code])) };
    }
  }
}
