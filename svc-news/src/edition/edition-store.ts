import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';

/** One story of a built edition: what is kept so every device sees the same edition all day. */
export interface StoredEditionItem {
  articleId: string;
  clusterId: string;
  followed: string[];
}

export interface EditionRecord {
  /** `${userId}:${date}`: the read is by `_id`, and the key, not a read-then-write, decides a race between instances. */
  _id: string;
  userId: string;
  date: string;
  timeZone: string;
  builtAt: Date;
  nextAt: Date;
  items: StoredEditionItem[];
  /** Two days after the next edition is due: an old edition is nobody's reading state any more. */
  expiresAt: Date;
}

const KEEP_AFTER_NEXT_MS = 2 * 86_400_000;

const editionSchema = new Schema<EditionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    date: { type: String, required: true },
    timeZone: { type: String, required: true },
    builtAt: { type: Date, required: true },
    nextAt: { type: Date, required: true },
    items: { type: [{ _id: false, articleId: String, clusterId: String, followed: [String] }], default: [] },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'editions', versionKey: false },
);
editionSchema.index({ expiresAt: 1 }, { name: 'expiresAt_ttl', expireAfterSeconds: 0 });
// Erasing a deleted account's editions.
editionSchema.index({ userId: 1 }, { name: 'userId' });

export class EditionStore {
  private readonly model: Model<EditionRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<EditionRecord>('Edition', editionSchema);
  }

  init(): Promise<void> {
    return ensureCollection(this.model);
  }

  find(userId: string, date: string): Promise<EditionRecord | null> {
    return this.model.findById(`${userId}:${date}`).lean<EditionRecord>().exec();
  }

  /** Stores a freshly built edition; when another instance stored the reader's edition of that day first, answers theirs. */
  async keep(edition: Omit<EditionRecord, '_id' | 'expiresAt'>): Promise<EditionRecord> {
    const record: EditionRecord = { ...edition, _id: `${edition.userId}:${edition.date}`, expiresAt: new Date(edition.nextAt.getTime() + KEEP_AFTER_NEXT_MS) };
    try {
      await this.model.create(record);
      return record;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.find(edition.userId, edition.date);
      if (!winner) throw error;
      return winner;
    }
  }

  /** Replaces a thin edition with a fuller one, unless another instance replaced it first (then theirs). */
  async replace(thin: EditionRecord, edition: Omit<EditionRecord, '_id' | 'expiresAt'>): Promise<EditionRecord> {
    const record: EditionRecord = { ...edition, _id: thin._id, expiresAt: new Date(edition.nextAt.getTime() + KEEP_AFTER_NEXT_MS) };
    const replaced = await this.model.replaceOne({ _id: thin._id, builtAt: thin.builtAt }, record).exec();
    if (replaced.modifiedCount === 1) return record;
    return (await this.find(thin.userId, thin.date)) ?? thin;
  }

  exportForUser(userId: string, max: number): Promise<EditionRecord[]> {
    return this.model.find({ userId }).sort({ _id: -1 }).limit(max).lean<EditionRecord[]>().exec();
  }

  async eraseUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}
