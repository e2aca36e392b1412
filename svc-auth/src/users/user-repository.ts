import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isValidObjectId, type Connection, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import type { PreferencesBody } from '@tidings/contracts/user';
import { pendingEventsDocument } from '@tidings/service-kit/pending-events';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { AuthErrors } from '../errors.js';
import { userSchema, type UserRecord } from './user-model.js';
import { PREFERENCE_FIELDS, PreferenceVersions, versionId, type PreferenceSnapshot } from './preference-versions.js';
import { usernameKeyOf, usernameSkeletonOf } from './username.js';

/** A claim older than this whose row write never came is the claimer's crash: the next change applies it. */
const PREFERENCES_STALE_MS = 5_000;
/** How long a change waits for racing ones before it gives up (past the stale point, so it can repair). */
const PREFERENCES_WAIT_MS = PREFERENCES_STALE_MS + 25_000;

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

/** The `users` collection. Plain finds and single-document updates only, so FerretDB v1 runs it. */
export class UserRepository {
  /** Read by the outbox's relay and sweep (user events travel in these documents). */
  readonly model: Model<UserRecord>;
  /** Read by the outbox too: preference events travel in these documents. */
  readonly preferenceVersions: PreferenceVersions;

  constructor(connection: Connection) {
    this.model = connection.model<UserRecord>('User', userSchema);
    this.preferenceVersions = new PreferenceVersions(connection);
  }

  /** Creates the collection and its unique indexes; awaited before the service listens. */
  async init(): Promise<void> {
    await ensureCollection(this.model);
    await this.preferenceVersions.init();
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
   * user and the id of the version that carries the event (null when the user is gone). The change
   * first claims the successor of the version it read (`preference-versions.ts`), then writes the
   * user row: a racing change on another instance finds the successor taken, waits for the row to
   * show it and computes again on top of it, so both changes stay and each snapshot is exactly
   * what was stored. The version (`preferencesUpdatedAt`) is now, or just past the stored one when
   * that is not older: another instance's clock may be ahead, or have stored a change in the same
   * millisecond, and svc-news keeps only a snapshot newer than the one it has.
   */
  async updatePreferences(
    id: string,
    changes: PreferencesBody,
    eventFor: (user: UserRecord, updatedAt: Date) => EventMessage<unknown>,
  ): Promise<{ user: UserRecord; versionId: string } | null> {
    if (!isValidObjectId(id)) return null;
    const deadline = Date.now() + PREFERENCES_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const current = await this.model.findById(id).lean<UserRecord>().exec();
      if (!current) return null;
      const base = current.preferencesUpdatedAt?.getTime() ?? 0;
      const preferencesUpdatedAt = new Date(Math.max(Date.now(), (current.preferencesUpdatedAt ?? current.createdAt).getTime() + 1));
      const user = { ...current, ...changes, preferencesUpdatedAt } as UserRecord;
      const preferences = snapshotOf(user);
      if (await this.preferenceVersions.claim({ userId: id, base, version: preferencesUpdatedAt, preferences }, eventFor(user, preferencesUpdatedAt))) {
        // Nobody else writes this version's successor now; a stale-claim repair writes the same.
        await this.applyVersion(id, base, preferences, preferencesUpdatedAt);
        return { user, versionId: versionId(id, base) };
      }
      const taken = await this.preferenceVersions.find(id, base);
      if (taken && Date.now() - taken.at.getTime() >= PREFERENCES_STALE_MS) {
        // Its writer died between the claim and the row: store it for them (its event went out).
        await this.applyVersion(id, base, taken.preferences, taken.version);
      } else if (Date.now() >= deadline) {
        throw new Error('preferences kept changing under this update');
      } else {
        // Backs off, jittered: the racers' polling must not slow the winner's write down.
        await sleep(Math.min(100, 4 * 2 ** attempt) * (0.5 + Math.random()));
      }
    }
  }

  /** Writes a claimed version into the row, only over the version it was computed from. */
  private async applyVersion(id: string, base: number, preferences: PreferenceSnapshot, version: Date): Promise<void> {
    const from = base === 0 ? { $exists: false } : new Date(base);
    await this.model.updateOne({ _id: id, preferencesUpdatedAt: from }, { $set: { ...preferences, preferencesUpdatedAt: version } }).exec();
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
