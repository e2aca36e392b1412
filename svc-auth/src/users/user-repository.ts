import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isValidObjectId, type Connection, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import type { PreferencesBody } from '@tidings/contracts/user';
import { pendingEventsDocument, pendingEventsSet } from '@tidings/service-kit/pending-events';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { AuthErrors } from '../errors.js';
import { userSchema, type UserRecord } from './user-model.js';
import { PREFERENCE_FIELDS, type PreferenceSnapshot } from './user-model.js';
import { usernameKeyOf, usernameSkeletonOf } from './username.js';

/** How long a preferences change keeps computing again on top of racing ones before it gives up. */
const PREFERENCES_WAIT_MS = 30_000;

export interface NewUser {
  username: string;
  passwordHash: string;
  interests?: string[];
  onboardingCompleted?: boolean;
  testAccount?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository;
  }
}

/** The `users` collection. */
export class UserRepository {
  /** Read by the outbox's relay and sweep (user and preference events travel in these documents). */
  readonly model: Model<UserRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<UserRecord>('User', userSchema);
  }

  /** Creates the collection and its unique indexes; awaited before the service listens. */
  async init(): Promise<void> {
    await ensureCollection(this.model);
  }

  /** Inserts a user; the unique index decides a race, and the loser gets AUTH_USERNAME_TAKEN. */
  async create(user: NewUser, eventsFor: (user: UserRecord) => EventMessage<unknown>[] = () => []): Promise<UserRecord> {
    try {
      const created = new this.model({
        ...user,
        usernameKey: usernameKeyOf(user.username),
        usernameSkeleton: usernameSkeletonOf(user.username),
      });
      // The id and defaults exist before the insert: the events are written with the user.
      created.set(pendingEventsDocument(eventsFor(created.toObject())));
      await created.save();
      return created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AuthErrors.UsernameTaken();
      throw error;
    }
  }

  /** Whether the name, or one that looks like it in any case, is taken. */
  async exists(username: string): Promise<boolean> {
    const taken = { $or: [{ usernameKey: usernameKeyOf(username) }, { usernameSkeleton: usernameSkeletonOf(username) }] };
    return (await this.model.exists(taken)) !== null;
  }

  /**
   * The account a login names: by key (case and width do not matter), never by skeleton, so a
   * look-alike name never reaches someone else's account.
   */
  findForLogin(username: string): Promise<UserRecord | null> {
    return this.model.findOne({ usernameKey: usernameKeyOf(username) }).lean<UserRecord>().exec();
  }

  findById(id: string): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.model.findById(id).lean<UserRecord>().exec();
  }

  /** Replaces the password hash; false when the user is gone. */
  async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    if (!isValidObjectId(id)) return false;
    return (await this.model.updateOne({ _id: id }, { $set: { passwordHash } })).matchedCount === 1;
  }

  /**
   * Sets the given preferences with the event `eventFor` makes of the user they give; answers that
   * user (null when the user is gone). The write is a compare-and-set on the version it was
   * computed from (`preferencesUpdatedAt`), carrying its event in the same update: a racing change
   * (here or on another instance) that wrote first makes it compute again on top of that one, so
   * both changes stay and each event's snapshot is exactly what was stored. The version is now, or
   * just past the stored one when that is not older: another instance's clock may be ahead, or have
   * stored a change in the same millisecond, and svc-news keeps only a snapshot newer than its own.
   */
  async updatePreferences(id: string, changes: PreferencesBody, eventFor: (user: UserRecord, updatedAt: Date) => EventMessage<unknown>): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return null;
    const deadline = Date.now() + PREFERENCES_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const current = await this.model.findById(id).lean<UserRecord>().exec();
      if (!current) return null;
      const preferencesUpdatedAt = new Date(Math.max(Date.now(), (current.preferencesUpdatedAt ?? current.createdAt).getTime() + 1));
      const user = { ...current, ...changes, preferencesUpdatedAt } as UserRecord;
      const unchanged = { _id: id, preferencesUpdatedAt: current.preferencesUpdatedAt ?? { $exists: false } };
      const set = { ...snapshotOf(user), preferencesUpdatedAt, ...pendingEventsSet([eventFor(user, preferencesUpdatedAt)]) };
      if ((await this.model.updateOne(unchanged, { $set: set }).exec()).matchedCount === 1) return user;
      if (Date.now() >= deadline) throw new Error('preferences kept changing under this update');
      // Backs off, jittered: the racers must not slow the winner's next write down.
      await sleep(Math.min(100, 4 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

function snapshotOf(user: UserRecord): PreferenceSnapshot {
  return Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, user[field]])) as PreferenceSnapshot;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const userRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const users = new UserRepository(app.db);
    await users.init();
    app.decorate('users', users);
  },
  { name: 'svc-auth-users', dependencies: ['tidings-mongo'] },
);
