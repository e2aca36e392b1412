import type { FastifyBaseLogger } from 'fastify';
import type { Connection, Model } from 'mongoose';
import { USER_DELETED, userDeleted } from '@tidings/contracts/events/user-deleted';
import type { AccountExport } from '@tidings/contracts/user-data';
import type { Outbox } from '@tidings/service-kit/outbox';
import { AuthErrors } from '../errors.js';
import { verifyPassword } from '../users/passwords.js';
import { toPublicUser, type UserRecord } from '../users/user-model.js';
import type { UserRepository } from '../users/user-repository.js';
import type { LoginSessions, UserAccessTokens } from './login-sessions.js';

/** svc-auth's share of the user's data rights: its part of the export, the deletion, the erasure. */
export class AccountData {
  private readonly model: Model<UserRecord>;

  constructor(
    connection: Connection,
    private readonly users: UserRepository,
    private readonly outbox: Outbox,
    private readonly sessions: LoginSessions,
    private readonly tokens: UserAccessTokens,
    private readonly log: FastifyBaseLogger,
  ) {
    // The model the user repository registered; deleting an account is this module's concern.
    this.model = connection.model<UserRecord>('User');
  }

  async export(userId: string): Promise<AccountExport> {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthErrors.AccountGone();
    const { interests, followingPersonalities, blockedTopics, darkMode, notificationsEnabled, goodNewsMode, onboardingCompleted, ...profile } = toPublicUser(user);
    return {
      profile,
      preferences: { interests, followingPersonalities, blockedTopics, darkMode, notificationsEnabled, goodNewsMode, onboardingCompleted },
      loginSessions: JSON.parse(JSON.stringify(await this.sessions.listForUser(userId))) as AccountExport['loginSessions'],
      accessTokens: (await this.tokens.listForUser(userId)).map((token) => ({
        name: token.name,
        scopes: token.scopes,
        createdAt: token.createdAt.toISOString(),
        expiresAt: token.expiresAt?.toISOString() ?? null,
        lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
        lastUsedAddress: token.lastUsedAddress ?? null,
      })),
    };
  }

  /**
   * Deletes the account once the password confirms it. The `user.deleted` event is stored in the
   * outbox FIRST: if the process dies right after, the event still goes out and every service,
   * svc-auth included, erases the user; then the account row goes at once, so the answer is true.
   */
  async delete(userId: string, password: string, requestId?: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthErrors.AccountGone();
    if (!(await verifyPassword(user.passwordHash, password))) throw new AuthErrors.PasswordIncorrect();
    await this.outbox.enqueue(userDeleted({ userId, deletedAt: new Date().toISOString(), requestId }));
    await this.erase(userId);
  }

  /**
   * Erases what svc-auth holds of the user: the account row, the sign-in sessions, the personal
   * access tokens and any event about them not yet published (bar the deletion itself). Idempotent: a replay finds nothing.
   * The username is free again afterwards; every other row everywhere is keyed by the user's id,
   * never by the name, so a newcomer with the same name inherits nothing.
   */
  async erase(userId: string): Promise<void> {
    await this.sessions.endAndForgetUser(userId);
    // After the user-wide revocation above, which refuses every token minted from these.
    await this.tokens.deleteAllForUser(userId);
    const { deletedCount } = await this.model.deleteOne({ _id: userId }).exec();
    const discarded = await this.outbox.discardForUser(userId, [USER_DELETED]);
    if (deletedCount || discarded) this.log.info({ userId, discarded }, 'account erased');
  }
}
