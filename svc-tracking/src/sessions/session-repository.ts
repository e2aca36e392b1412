import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { Session } from '@tidings/contracts/tracking';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { repositoryPlugin } from '@tidings/service-kit/repository-plugin';
import { iso } from '../lib/dates.js';

export interface SessionRecord {
  _id: Types.ObjectId;
  sessionId: string;
  userId: string;
  platform: string;
  isActive: boolean;
  sessionStartTs: Date;
  sessionEndTs: Date | null;
  /** The start, then the last engagement posted in it. */
  lastActivityAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    sessionId: { type: String, required: true },
    userId: { type: String, required: true },
    platform: { type: String, required: true },
    isActive: { type: Boolean, required: true, default: true },
    sessionStartTs: { type: Date, required: true },
    sessionEndTs: { type: Date, default: null },
    lastActivityAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ sessionId: 1 }, { unique: true });
// Ending a user's other active sessions when a new one starts.
sessionSchema.index({ userId: 1, isActive: 1 });

/** Sessions start in order of start time, then of id (two starts in the same millisecond). */
function startedBefore(current: SessionRecord) {
  return { $or: [{ sessionStartTs: { $lt: current.sessionStartTs } }, { sessionStartTs: current.sessionStartTs, sessionId: { $lt: current.sessionId } }] };
}

function startedAfter(current: SessionRecord) {
  return [{ sessionStartTs: { $gt: current.sessionStartTs } }, { sessionStartTs: current.sessionStartTs, sessionId: { $gt: current.sessionId } }];
}

export function toSession(record: SessionRecord): Session {
  return {
    sessionId: record.sessionId,
    userId: record.userId,
    platform: record.platform,
    isActive: record.isActive,
    sessionStartTs: iso(record.sessionStartTs),
    sessionEndTs: iso(record.sessionEndTs),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** The `sessions` collection: one document per client-generated session id. */
export class SessionRepository {
  private readonly model: Model<SessionRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<SessionRecord>('Session', sessionSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  find(sessionId: string): Promise<SessionRecord | null> {
    return this.model.findOne({ sessionId }).lean<SessionRecord>().exec();
  }

  /** Inserts a new active session; a duplicate sessionId throws the driver's 11000 error. */
  async create(session: Pick<SessionRecord, 'sessionId' | 'userId' | 'platform'>, now: Date): Promise<SessionRecord> {
    const record = { ...session, isActive: true, sessionStartTs: now, sessionEndTs: null, lastActivityAt: now, createdAt: now, updatedAt: now };
    const created = await this.model.create(record);
    return created.toObject();
  }

  /**
   * Ends the user's other active sessions that the new one replaces: those started before it
   * (see `startedBefore`) on the same platform, and any on another platform idle since before
   * `staleBefore`. Never a newer one: a start on another instance may land in any order.
   */
  async endReplaced(current: SessionRecord, staleBefore: Date, now: Date): Promise<number> {
    const older = await this.model
      .find({ userId: current.userId, isActive: true, ...startedBefore(current) }, { sessionId: 1, platform: 1, lastActivityAt: 1 })
      .lean<Array<Pick<SessionRecord, 'sessionId' | 'platform' | 'lastActivityAt'>>>()
      .exec();
    const replaced = older
      .filter((session) => session.platform === current.platform || session.lastActivityAt < staleBefore)
      .map((session) => session.sessionId);
    if (replaced.length === 0) return 0;
    const result = await this.model.updateMany({ sessionId: { $in: replaced }, isActive: true }, { $set: { isActive: false, sessionEndTs: now, updatedAt: now } });
    return result.modifiedCount;
  }

  /**
   * Whether a session on the same platform started after `current`: then that one replaced it.
   * Two racing starts each end the older one's row, whichever of them looks last: the later
   * writer sees the other's row and either ends it (it is older) or ends its own (it is newer).
   */
  async hasNewer(current: SessionRecord): Promise<boolean> {
    const newer = await this.model.exists({ userId: current.userId, platform: current.platform, isActive: true, $or: startedAfter(current) });
    return newer !== null;
  }

  /** Ends an active session; an ended one keeps its first end time. */
  async end(sessionId: string, now: Date): Promise<void> {
    await this.model.updateOne({ sessionId, isActive: true }, { $set: { isActive: false, sessionEndTs: now, updatedAt: now } });
  }

  /**
   * Records activity in the user's session: one atomic update of `lastActivityAt` alone, so it
   * never undoes an end. A session whose start has not landed yet gets its start as its activity.
   * False when the user has no session of that id.
   */
  async touch(sessionId: string, userId: string, now: Date): Promise<boolean> {
    const { matchedCount } = await this.model.updateOne({ sessionId, userId }, { $max: { lastActivityAt: now } });
    return matchedCount === 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readingSessions: SessionRepository;
  }
}

export const sessionRepositoryPlugin = repositoryPlugin('svc-tracking-sessions', 'readingSessions', (db) => new SessionRepository(db));
