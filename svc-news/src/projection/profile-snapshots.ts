// `user_profiles`: users' preference snapshots, one document each that is never changed, `_id`
// `<userId>:<snapshot time, ms, zero-padded>` so the ids sort by time. A user's profile is their
// newest snapshot. Storing one is an insert, which the unique `_id` decides even between instances
// (a second insert of the same snapshot is refused and changes nothing); it then removes the
// user's snapshots older than the newest it sees, and such a delete, however late, can only ever
// remove an older one. An update in place of one document per user could not decide this on
// FerretDB v1, which runs a conditional update as a read, then a write of the whole document: an
// older snapshot could overwrite a newer one. (service-kit's VersionClaims decides the successor of
// a base version and sweeps its claims after a day; a snapshot carries its own time and stays while
// it is the newest, so only the claim by insert is shared.)
import { Schema, type Connection, type Model } from 'mongoose';
import { claimByInsert, ensureCollection } from '@tidings/service-kit/mongo';
import type { UserProfile } from './profile-store.js';

export interface StoredProfile extends UserProfile {
  /** The snapshot's own time. */
  updatedAt: Date;
}

interface SnapshotRecord extends StoredProfile {
  _id: string;
  userId: string;
}

const snapshotSchema = new Schema<SnapshotRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    interests: { type: [String], default: [] },
    followingPersonalities: { type: [String], default: [] },
    blockedTopics: { type: [String], default: [] },
    goodNewsMode: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'user_profiles', versionKey: false },
);

/** 15 digits: milliseconds until the year 33658, so string order is time order. */
const TIME_DIGITS = 15;

/** The user id as its snapshots' ids begin: escaped, so it holds no ':' and no other user's ids begin the same. */
const idPrefix = (userId: string) => `${encodeURIComponent(userId)}:`;

/** Times before 1970 (an event's unreadable time becomes 0) all sort as 0. */
export function snapshotId(userId: string, at: Date): string {
  return `${idPrefix(userId)}${String(Math.max(0, at.getTime())).padStart(TIME_DIGITS, '0')}`;
}

/**
 * Every id of the user's snapshots (';' follows ':'). Only `_id` in the filter: FerretDB then reads
 * just the user's rows, not the whole table (see tools/ferretdb/patches.json).
 */
function ofUser(userId: string) {
  const prefix = idPrefix(userId);
  return { _id: { $gte: prefix, $lt: `${prefix.slice(0, -1)};` } };
}

export class ProfileSnapshots {
  readonly model: Model<SnapshotRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<SnapshotRecord>('UserProfile', snapshotSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /**
   * Stores the snapshot and removes the user's older ones; true when it is now the user's newest,
   * false when it was stored already (a redelivery, or another instance just now) or a newer one is.
   */
  async save(userId: string, profile: UserProfile, at: Date): Promise<boolean> {
    const id = snapshotId(userId, at);
    const inserted = await claimByInsert(() => new this.model({ _id: id, userId, ...pick(profile), updatedAt: at }).save());
    const [newest, ...older] = await this.model.find(ofUser(userId), { _id: 1 }).sort({ _id: -1 }).lean<Array<{ _id: string }>>().exec();
    // One by one by id: the one delete FerretDB does not run as a read of the whole table.
    for (const { _id } of older) await this.model.deleteOne({ _id }).exec();
    return inserted && newest?._id === id;
  }

  /** The user's newest snapshot (an older one a late writer has not removed yet is passed over). */
  async newest(userId: string): Promise<StoredProfile | null> {
    const record = await this.findNewest(userId);
    return record ? { ...pick(record), updatedAt: record.updatedAt } : null;
  }

  async removeUser(userId: string): Promise<void> {
    await this.model.deleteMany(ofUser(userId)).exec();
  }

  private findNewest(userId: string): Promise<SnapshotRecord | null> {
    return this.model.findOne(ofUser(userId)).sort({ _id: -1 }).lean<SnapshotRecord>().exec();
  }
}

export function pick(source: UserProfile): UserProfile {
  return {
    interests: [...source.interests],
    followingPersonalities: [...source.followingPersonalities],
    blockedTopics: [...source.blockedTopics],
    goodNewsMode: source.goodNewsMode,
  };
}
