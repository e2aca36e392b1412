// When each reader last opened the inbox (issue 32), in `inbox_visits`: stories published after it are unread.
import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';

interface InboxVisitRecord {
  userId: string;
  lastVisitAt: Date;
}

const inboxVisitSchema = new Schema<InboxVisitRecord>(
  {
    userId: { type: String, required: true },
    lastVisitAt: { type: Date, required: true },
  },
  { collection: 'inbox_visits', versionKey: false }
);
inboxVisitSchema.index({ userId: 1 }, { unique: true, name: 'userId_unique' });

export class InboxVisits {
  private readonly model: Model<InboxVisitRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<InboxVisitRecord>('InboxVisit', inboxVisitSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Null before the first visit. */
  async lastVisitAt(userId: string): Promise<Date | null> {
    const found = await this.model.findOne({ userId }, { lastVisitAt: 1 }).lean<InboxVisitRecord>().exec();
    return found?.lastVisitAt ?? null;
  }

  /** The reader opened the inbox at `at` (an upsert: a visit racing another leaves one row). */
  async visit(userId: string, at: Date): Promise<Date> {
    await this.model.updateOne({ userId }, { $set: { lastVisitAt: at } }, { upsert: true }).exec();
    return at;
  }

  async removeAllForUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}
