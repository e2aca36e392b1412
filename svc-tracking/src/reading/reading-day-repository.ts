import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';

export interface ReadingDayRecord {
  userId: string;
  /** YYYY-MM-DD in `timeZone`. */
  day: string;
  timeZone: string;
  createdAt: Date;
}

const readingDaySchema = new Schema<ReadingDayRecord>(
  {
    userId: { type: String, required: true },
    day: { type: String, required: true },
    timeZone: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'reading_days', versionKey: false },
);
// One row per user and day (inserts race safely); also serves the streak's sorted read.
readingDaySchema.index({ userId: 1, day: 1 }, { unique: true });

/** How many (user, day) marks a process remembers; past it, it starts afresh. */
const REMEMBERED_MARKS_MAX = 50_000;

/** `reading_days`: the facts the streak is computed from; a day is written once, never updated. */
export class ReadingDayRepository {
  private readonly model: Model<ReadingDayRecord>;
  /**
   * The days this process knows are stored: a day's row, once written by any instance, stays
   * (until the user's erasure, after which the user sends nothing), so every read call after the
   * first of the day skips its insert.
   */
  private readonly marked = new Set<string>();

  constructor(connection: Connection) {
    this.model = connection.model<ReadingDayRecord>('ReadingDay', readingDaySchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  async mark(userId: string, day: string, timeZone: string, now: Date): Promise<void> {
    const key = `${userId}\u0000${day}`;
    if (this.marked.has(key)) return;
    try {
      await this.model.collection.insertOne({ userId, day, timeZone, createdAt: now });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    if (this.marked.size >= REMEMBERED_MARKS_MAX) this.marked.clear();
    this.marked.add(key);
  }

  async days(userId: string): Promise<string[]> {
    const rows = await this.model.find({ userId }, { _id: 0, day: 1 }).sort({ day: 1 }).lean<Array<{ day: string }>>().exec();
    return rows.map((row) => row.day);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readingDays: ReadingDayRepository;
  }
}

export const readingDayRepositoryPlugin = repositoryPlugin('svc-tracking-reading-days', 'readingDays', (db) => new ReadingDayRepository(db));
