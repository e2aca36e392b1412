import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isValidObjectId, type Connection, type Model } from 'mongoose';
import type { PreferencesBody } from '@tidings/contracts/user';
import { isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { AuthErrors } from '../errors.js';
import { userSchema, usernameKeyOf, type UserRecord } from './user-model.js';

export interface NewUser {
  username: string;
  passwordHash: string;
  interests?: string[];
  onboardingCompleted?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository;
  }
}

/** The `users` collection. Plain finds and single-document updates only, so FerretDB v1 runs it. */
export class UserRepository {
  private readonly model: Model<UserRecord>;

  constructor(connection: Connection) {
    this.model = connection.model<UserRecord>('User', userSchema);
  }

  /** Creates the collection and its unique index; awaited before the service listens. */
  async init(): Promise<void> {
    await this.model.createCollection().catch(() => undefined);
    await this.model.createIndexes();
  }

  /** Inserts a user; the unique index decides a race, and the loser gets AUTH_USERNAME_TAKEN. */
  async create(user: NewUser): Promise<UserRecord> {
    try {
      const created = await this.model.create({ ...user, usernameKey: usernameKeyOf(user.username) });
      return created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AuthErrors.UsernameTaken();
      throw error;
    }
  }

  async exists(username: string): Promise<boolean> {
    return (await this.model.exists({ usernameKey: usernameKeyOf(username) })) !== null;
  }

  findByUsername(username: string): Promise<UserRecord | null> {
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

  /** Sets the given preferences and answers the whole updated user (null when it is gone). */
  updatePreferences(id: string, changes: PreferencesBody): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.model.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }).lean<UserRecord>().exec();
  }
}

export const userRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const users = new UserRepository(app.db);
    await users.init();
    app.decorate('users', users);
  },
  { name: 'svc-auth-users', dependencies: ['tidings-mongo'] },
);
