import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verifyPassword } from './passwords.js';

/** The credentials the shell's 'Quick Test Login' button submits. */
export const TEST_ACCOUNT = { username: 'testuser', password: 'password123' } as const;

export interface TestAccountOptions {
  /** TEST_ACCOUNT_ENABLED: on in `npm start`'s embedded default, off everywhere else. */
  enabled: boolean;
}

/**
 * The built-in account is flagged `testAccount` when created. A row made before the flag existed
 * is flagged now if it still has the fixed password (it is the built-in one, or as public as it);
 * a 'testuser' someone registered with their own password while the account was off stays theirs.
 */
async function flagEarlierTestAccount(app: FastifyInstance): Promise<void> {
  const row = await app.users.findForLogin(TEST_ACCOUNT.username);
  if (!row || row.testAccount !== undefined) return;
  const builtIn = await verifyPassword(row.passwordHash, TEST_ACCOUNT.password);
  await app.users.markTestAccount(row._id, builtIn);
  if (!builtIn) app.log.warn({ username: TEST_ACCOUNT.username }, 'an account someone registered holds the test account name; left as it is');
}

/** Onboarded, with a few interests, so a quick login lands straight in the feed. */
export const testAccountPlugin = fp<TestAccountOptions>(
  async (app: FastifyInstance, options) => {
    await flagEarlierTestAccount(app);
    if (!options.enabled) {
      // Sessions it had while it was on end everywhere, not only here (the sessions store is
      // registered after this plugin, hence once the app is ready).
      app.addHook('onReady', async () => {
        const row = await app.users.findForLogin(TEST_ACCOUNT.username);
        if (row?.testAccount === true) await app.sessions.revokeAllForUser(row._id.toString());
      });
      return;
    }
    const result = await app.accounts.ensureAccount({
      ...TEST_ACCOUNT,
      testAccount: true,
      onboardingCompleted: true,
      interests: ['technology', 'science', 'world', 'business'],
    });
    app.log.info({ username: TEST_ACCOUNT.username, result }, 'test account ready');
  },
  { name: 'svc-auth-test-account', dependencies: ['svc-auth-accounts'] },
);
