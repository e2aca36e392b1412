import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { pendingEventsSchema } from '@tidings/service-kit/pending-events';
import type { ReadArticle } from '@tidings/contracts/tracking';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';
import { iso } from '../lib/dates.js';
import { ReadVersions, readVersionId, type ReadState } from './read-versions.js';

export interface ReadRecord {
  _id: Types.ObjectId;
  userId: string;
  newsId: string;
  readAt: Date;
  timeSpentSeconds: number;
  lastAccessedAt: Date;
  /** The user's calendar day of lastAccessedAt, in the zone the client sent then. */
  lastReadDay: string;
  /** How many writes followed the first (see read-versions.ts); absent on reads stored before versions. */
  version?: number;
}

const readSchema = new Schema<ReadRecord>(
  {
    userId: { type: String, required: true },
    newsId: { type: String, required: true },
    readAt: { type: Date, required: true },
    timeSpentSeconds: { type: Number, required: true, default: 0 },
    lastAccessedAt: { type: Date, required: true },
    lastReadDay: { type: String, required: true },
    version: { type: Number },
  },
  { collection: 'read_articles', versionKey: false },
);
// Unique per user and article; its userId prefix also serves totalArticlesRead.
readSchema.index({ userId: 1, newsId: 1 }, { unique: true });
// articlesReadToday.
readSchema.index({ userId: 1, lastReadDay: 1 });
// Reads stored before read_versions carried their events here; the outbox's sweep still looks.
readSchema.plugin(pendingEventsSchema);

export function toReadArticle(record: ReadRecord): ReadArticle {
  return {
    newsId: record.newsId,
    readAt: iso(record.readAt),
    timeSpentSeconds: record.timeSpentSeconds,
    lastAccessedAt: iso(record.lastAccessedAt),
  };
}

/** A claim older than this whose read write never came is its writer's crash: the next write applies it. */
const STALE_MS = 5_000;
/** How long a write waits for racing ones before it gives up (past the stale point, so it can repair). */
const WAIT_MS = STALE_MS + 25_000;

/**
 * `read_articles`: one document per user and article, written only by the holder of the write's
 * version claim (`read-versions.ts`), so racing writes on several instances are applied one after
 * the other and none is lost.
 */
export class ReadRepository {
  readonly model: Model<ReadRecord>;
  /** Read by the outbox's relay and sweep (the events travel in these documents). */
  readonly versions: ReadVersions;

  constructor(connection: Connection) {
    this.model = connection.model<ReadRecord>('ReadArticle', readSchema);
    this.versions = new ReadVersions(connection);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
    await this.versions.init();
  }

  find(userId: string, newsId: string): Promise<ReadRecord | null> {
    return this.model.findOne({ userId, newsId }).lean<ReadRecord>().exec();
  }

  /**
   * Writes the read's next state, `next` computed from the stored read (null: none yet), with its
   * events; answers the read as stored and the id of the version that carries the events. A write
   * racing on another instance takes the same successor first: this one waits until the read
   * shows it and computes again on top of it. Null when `next` declines (it answers null).
   */
  async write(
    userId: string,
    newsId: string,
    next: (current: ReadRecord | null) => ReadState | null,
    events: readonly EventMessage<unknown>[],
    clock: () => Date,
  ): Promise<{ read: ReadRecord; versionId: string } | null> {
    const deadline = clock().getTime() + WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const current = await this.find(userId, newsId);
      const state = next(current);
      if (!state) return null;
      const base = current ? (current.version ?? 0) : -1;
      const now = clock();
      if (await this.versions.claim(userId, newsId, base, state, events, now)) {
        const read = await this.apply(userId, newsId, current, base, state);
        return { read, versionId: readVersionId(userId, newsId, base) };
      }
      const taken = await this.versions.find(userId, newsId, base);
      if (taken && now.getTime() - taken.at.getTime() >= STALE_MS) {
        // Its writer died between the claim and the read: store it for them (its events went out).
        await this.apply(userId, newsId, current, base, taken.state);
      } else if (now.getTime() >= deadline) {
        throw new Error('the read kept changing under this write');
      } else {
        // Backs off, jittered: the racers' polling must not slow the winner's write down.
        await new Promise((resolve) => setTimeout(resolve, Math.min(100, 4 * 2 ** attempt) * (0.5 + Math.random())));
      }
    }
  }

  /** Stores a claimed state over the version it was computed from (an insert for the first). */
  private async apply(userId: string, newsId: string, current: ReadRecord | null, base: number, state: ReadState): Promise<ReadRecord> {
    const version = base + 1;
    if (!current) {
      try {
        return (await this.model.create({ userId, newsId, ...state, version })).toObject();
      } catch (error) {
        // A repair of this claim stored it first: the same state.
        if (!isDuplicateKeyError(error)) throw error;
        return (await this.find(userId, newsId))!;
      }
    }
    const from = base === 0 ? { $or: [{ version: 0 }, { version: { $exists: false } }] } : { version: base };
    await this.model.updateOne({ _id: current._id, ...from }, { $set: { ...state, version } }).exec();
    return { ...current, ...state, version };
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
