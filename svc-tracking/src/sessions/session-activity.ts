// `session_activity`: when a session last saw an engagement, one document per session, apart from
// the session itself. On FerretDB v1 an update is a read, then a write of the whole document: a
// `lastActivityAt` write to the session racing its end wrote the session back as active. So the
// session document is only ever created, then ended; activity lands here, where no write can undo
// an end.
import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';

export interface SessionActivityRecord {
  /** The session id. */
  _id: string;
  userId: string;
  at: Date;
}

const activitySchema = new Schema<SessionActivityRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'session_activity', versionKey: false },
);
// Erasing and exporting a user's rows.
activitySchema.index({ userId: 1 });

export class SessionActivity {
  private readonly model: Model<SessionActivityRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<SessionActivityRecord>('SessionActivity', activitySchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /**
   * Records the user's activity in the session at `now`; of two racing records either time may
   * stay (they are moments apart). A session id another user holds a row for is left alone.
   */
  async record(sessionId: string, userId: string, now: Date): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.model.updateOne({ _id: sessionId, userId }, { $set: { at: now } }, { upsert: true }).exec();
        return;
      } catch (error) {
        // Two first records raced to insert (the row exists now: update it), or it is another user's.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** The last activity of each of `sessionIds` that has any. */
  async lastOf(sessionIds: readonly string[]): Promise<Map<string, Date>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.model.find({ _id: { $in: sessionIds } }).lean<SessionActivityRecord[]>().exec();
    return new Map(rows.map((row) => [row._id, row.at]));
  }
}
