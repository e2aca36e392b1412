import { Schema, type Connection, type Model } from 'mongoose';

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

export interface InsertOutcome {
  accepted: number;
  duplicates: number;
}

interface BulkWriteErrorLike {
  name: string;
  result?: { insertedCount?: number };
  writeErrors?: Array<{ code?: number }> | { code?: number };
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
   * One unordered insertMany through the driver (the body is already validated, so mongoose's
   * casting is skipped). Duplicate eventIds fail alone with 11000 and are counted; any other
   * write error fails the request, and the client's retry is safe because of the same index.
   */
  async insertMany(events: TrackingEventRecord[]): Promise<InsertOutcome> {
    try {
      const result = await this.model.collection.insertMany(events, { ordered: false });
      return { accepted: result.insertedCount, duplicates: 0 };
    } catch (error) {
      if (!isBulkWriteError(error)) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : error.writeErrors ? [error.writeErrors] : [];
      if (writeErrors.length === 0 || writeErrors.some((writeError) => writeError.code !== 11000)) throw error;
      return { accepted: error.result?.insertedCount ?? events.length - writeErrors.length, duplicates: writeErrors.length };
    }
  }
}
