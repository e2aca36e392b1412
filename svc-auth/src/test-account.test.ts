import { afterAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './test/helper.js';
import { TEST_ACCOUNT } from './users/test-account.js';

describe('the built-in test account (Quick Test Login)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    const t = await build(env);
    apps.push(t);
    return t;
  };

  it('exists at start with the fixed credentials, onboarded and with interests', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'testuser', password: 'password123' } });
    expect(TEST_ACCOUNT).toEqual({ username: 'testuser', password: 'password123' });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ username: string; onboardingCompleted: boolean; interests: string[] }>();
    expect(user.username).toBe('testuser');
    expect(user.onboardingCompleted).toBe(true);
    expect(user.interests.length).toBeGreaterThanOrEqual(3);
  });

  it('is made once when several instances start on the same database at the same time', async () => {
    const first = await start();
    const env = { MONGO_DB: first.config.MONGO_DB };
    await Promise.all([start(env), start(env), start(env)]);
    expect(await first.app.db.collection('users').countDocuments({ usernameKey: 'testuser' })).toBe(1);
  });

  it('is not created when TEST_ACCOUNT_ENABLED=false', async () => {
    const t = await start({ TEST_ACCOUNT_ENABLED: 'false' });
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'testuser', password: 'password123' } });
    expect(response.statusCode).toBe(401);
    expect(await t.app.db.collection('users').countDocuments()).toBe(0);
  });
});
