// `user_profiles`: each user's newest preference snapshot, one document per user (`_id` the user
// id). Snapshots may arrive late, twice, or on two instances at once, so one is stored by a single
// conditional upsert that only moves forward in time: it changes the document only while that is
// older. When it matches nothing its insert either creates the user's document or fails on the
// `_id` (11000): another writer's document is there — maybe an older one, when a user's first
// snapshots race — so the update is tried once more, without the insert, and then a miss means
// the stored one is as new or newer.
import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import type { UserProfile } from './profile-store.js';

export interface StoredProfile extends UserProfile {
  /** The snapshot's own time. */
  updatedAt: Date;
}

interface ProfileRecord extends StoredProfile {
  /** The user id. */
  _id: string;
}

const profileSchema = new Schema<ProfileRecord>(
  {
    _id: { type: String, required: true },
    interests: { type: [String], default: [] },
    followingPersonalities: { type: [String], default: [] },
    blockedTopics: { type: [String], default: [] },
    goodNewsMode: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'user_profiles', versionKey: false },
);

export class ProfileSnapshots {
  readonly model: Model<ProfileRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<ProfileRecord>('UserProfile', profileSchema);
  }

  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /**
   * Stores the snapshot unless the user's stored one is as new or newer; true when it is now the
   * user's profile, false when it was stored already (a redelivery, or another instance just now)
   * or a newer one is.
   */
  async save(userId: string, profile: UserProfile, at: Date): Promise<boolean> {
    const olderThanThis = { _id: userId, updatedAt: { $lt: at } };
    const update = { $set: { ...pick(profile), updatedAt: at } };
    try {
      const result = await this.model.updateOne(olderThanThis, update, { upsert: true }).exec();
      return result.matchedCount > 0 || result.upsertedCount > 0;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const result = await this.model.updateOne(olderThanThis, update).exec();
    return result.matchedCount > 0;
  }

  async newest(userId: string): Promise<StoredProfile | null> {
    const record = await this.model.findById(userId).lean<ProfileRecord>().exec();
    return record ? { ...pick(record), updatedAt: record.updatedAt } : null;
  }

  async removeUser(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId }).exec();
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
