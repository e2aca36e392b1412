import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The credentials the shell's 'Quick Test Login' button submits. */
export const TEST_ACCOUNT = { username: 'testuser', password: 'password123' } as const;

export interface TestAccountOptions {
  /** TEST_ACCOUNT_ENABLED: on in `npm start`'s embedded default, off everywhere else. */
  enabled: boolean;
}

/**
 * The built-in account, flagged `testAccount` when created (nobody else can register the name).
 * Onboarded, with a few interests, so a quick login lands straight in the feed.
 */
export const testAccountPlugin = fp<TestAccountOptions>(
  async (app: FastifyInstance, options) => {
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
