import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The credentials the shell's 'Quick Test Login' button submits. */
export const TEST_ACCOUNT = { username: 'testuser', password: 'password123' } as const;

/** Onboarded, with a few interests, so a quick login lands straight in the feed. */
export const testAccountPlugin = fp(
  async (app: FastifyInstance) => {
    const result = await app.accounts.ensureAccount({
      ...TEST_ACCOUNT,
      onboardingCompleted: true,
      interests: ['technology', 'science', 'world', 'business'],
    });
    app.log.info({ username: TEST_ACCOUNT.username, result }, 'test account ready');
  },
  { name: 'svc-auth-test-account', dependencies: ['svc-auth-accounts'] },
);
