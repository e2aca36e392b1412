import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LoginBody, PreferencesBody, RegisterBody } from '@tidings/contracts/user';
import { userPreferencesUpdated } from '@tidings/contracts/events/user-preferences-updated';
import { userRegistered } from '@tidings/contracts/events/user-registered';
import type { Outbox } from '@tidings/service-kit/outbox';
import { AuthErrors } from '../errors.js';
import { assertAcceptablePassword, preparePasswordPolicy } from './password-policy.js';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { UserRecord } from './user-model.js';
import type { NewUser, UserRepository } from './user-repository.js';
import { isReservedUsername } from './username.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
  }
}

const LIST_FIELDS = ['interests', 'followingPersonalities', 'blockedTopics'] as const;

export interface AccountOptions {
  /** TEST_ACCOUNT_ENABLED: off, the built-in account's row may exist but cannot sign in. */
  testAccountEnabled: boolean;
}

/** Registration, login and preferences: the user store plus the events other services project. */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: Outbox,
    private readonly options: AccountOptions,
  ) {}

  /** `body.username` arrives NFKC-normalised by the contracts' schema. */
  async register(body: RegisterBody, requestId?: string): Promise<UserRecord> {
    assertAcceptablePassword(body.password, { username: body.username });
    // Reserved whatever TEST_ACCOUNT_ENABLED says, so the answer never depends on the setting.
    if (isReservedUsername(body.username)) throw new AuthErrors.UsernameReserved();
    // Cheap early answer for the common case; the unique indexes still decide a race.
    if (await this.users.exists(body.username)) throw new AuthErrors.UsernameTaken();
    return this.createAccount({ username: body.username, passwordHash: await hashPassword(body.password) }, requestId);
  }

  /**
   * Unknown username, wrong password and the disabled test account answer alike, after about
   * the same time. The password policy is never applied here: existing passwords stay valid.
   */
  async login(body: LoginBody): Promise<UserRecord> {
    const user = await this.users.findForLogin(body.username);
    const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!user || !valid || !this.mayUse(user)) throw new AuthErrors.InvalidCredentials();
    return user;
  }

  async currentUser(userId: string): Promise<UserRecord> {
    const user = await this.users.findById(userId);
    // A session of the test account made while it was enabled ends here once it is disabled.
    if (!user || !this.mayUse(user)) throw new AuthErrors.AccountGone();
    return user;
  }

  private mayUse(user: UserRecord): boolean {
    return this.options.testAccountEnabled || user.testAccount !== true;
  }

  /** Answers the updated user and the snapshot's version (the event's `updatedAt`; see UserRepository.updatePreferences). */
  async updatePreferences(userId: string, body: PreferencesBody, requestId?: string): Promise<{ user: UserRecord; updatedAt: Date }> {
    const changes: PreferencesBody = { ...body };
    for (const field of LIST_FIELDS) {
      const list = changes[field];
      if (list) (changes as Record<string, string[]>)[field] = dedupe(list);
    }
    // The event is written with the change in the user row, then relayed to the outbox.
    const user = await this.users.updatePreferences(userId, changes, (user, updatedAt) =>
      userPreferencesUpdated({
        userId,
        interests: user.interests,
        followingPersonalities: user.followingPersonalities,
        blockedTopics: user.blockedTopics,
        goodNewsMode: user.goodNewsMode,
        darkMode: user.darkMode,
        notificationsEnabled: user.notificationsEnabled,
        onboardingCompleted: user.onboardingCompleted,
        updatedAt: updatedAt.toISOString(),
        requestId,
      }),
    );
    if (!user) throw new AuthErrors.AccountGone();
    await this.outbox.relay(this.users.model, user._id);
    return { user, updatedAt: user.preferencesUpdatedAt! };
  }

  /** Creates the account unless it exists (a concurrent start may win the race: that is fine). */
  async ensureAccount(user: Omit<NewUser, 'passwordHash'> & { password: string }): Promise<'created' | 'exists'> {
    if (await this.users.exists(user.username)) return 'exists';
    const { password, ...rest } = user;
    try {
      await this.createAccount({ ...rest, passwordHash: await hashPassword(password) });
      return 'created';
    } catch (error) {
      if (error instanceof AuthErrors.UsernameTaken) return 'exists';
      throw error;
    }
  }

  private async createAccount(newUser: NewUser, requestId?: string): Promise<UserRecord> {
    const user = await this.users.create(newUser, (user) => [
      userRegistered({
        userId: user._id.toString(),
        username: user.username,
        interests: user.interests,
        followingPersonalities: user.followingPersonalities,
        blockedTopics: user.blockedTopics,
        goodNewsMode: user.goodNewsMode,
        registeredAt: user.createdAt.toISOString(),
        requestId,
      }),
    ]);
    await this.outbox.relay(this.users.model, user._id);
    return user;
  }
}

/** Keeps the first spelling of each entry; 'Politics' and 'politics' count as one. */
function dedupe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const accountServicePlugin = fp<AccountOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('accounts', new AccountService(app.users, app.outbox, { testAccountEnabled: options.testAccountEnabled }));
    // User events a crashed writer left in the documents are found and relayed by the sweep.
    app.outbox.watch(app.users.model);
    preparePasswordPolicy();
    await prepareDummyHash();
  },
  { name: 'svc-auth-accounts', dependencies: ['svc-auth-users', 'tidings-outbox'] },
);
