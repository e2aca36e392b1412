import { afterAll, describe, expect, it } from 'vitest';
import { build, sessionCookieOf, type TestApp } from './test/helper.js';
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
  const ON = { TEST_ACCOUNT_ENABLED: 'true' };
  const OFF = { TEST_ACCOUNT_ENABLED: 'false' };
  const login = (t: TestApp, payload: { username: string; password: string } = TEST_ACCOUNT) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload });
  const config = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{ quickTestLogin: boolean }>();

  it('exists at start with the fixed credentials, onboarded and with interests, when enabled', async () => {
    const t = await start(ON);
    const response = await login(t);
    expect(TEST_ACCOUNT).toEqual({ username: 'testuser', password: 'password123' });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ username: string; onboardingCompleted: boolean; interests: string[] }>();
    expect(user.username).toBe('testuser');
    expect(user.onboardingCompleted).toBe(true);
    expect(user.interests.length).toBeGreaterThanOrEqual(3);
    expect(await config(t)).toEqual({ quickTestLogin: true });
  });

  it('is made once when several instances start on the same database at the same time', async () => {
    const first = await start(ON);
    const env = { ...ON, MONGO_DB: first.config.MONGO_DB };
    await Promise.all([start(env), start(env), start(env)]);
    expect(await first.app.db.collection('users').countDocuments({ usernameKey: 'testuser' })).toBe(1);
  });

  it('is off by default: not created, not offered', async () => {
    const t = await start();
    expect(t.config.TEST_ACCOUNT_ENABLED).toBe(false);
    expect((await login(t)).statusCode).toBe(401);
    expect(await t.app.db.collection('users').countDocuments()).toBe(0);
    expect(await config(t)).toEqual({ quickTestLogin: false });
  });

  it('cannot sign in once disabled although its row exists, answering exactly as a wrong password does', async () => {
    const enabled = await start(ON);
    const session = sessionCookieOf(await login(enabled));
    const disabled = await start({ ...OFF, MONGO_DB: enabled.config.MONGO_DB });
    expect(await disabled.app.db.collection('users').countDocuments({ usernameKey: 'testuser' })).toBe(1);

    const refused = await login(disabled);
    const wrongPassword = await login(disabled, { username: 'testuser', password: 'not-the-password' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe(wrongPassword.body);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    expect(sessionCookieOf(refused)).toBeUndefined();

    // A session made while it was enabled no longer reads the user.
    const me = await disabled.app.inject({ method: 'GET', url: '/api/user', cookies: { [session!.name]: session!.value } });
    expect(me.statusCode).toBe(401);
  });

  it.each([
    ['off', OFF],
    ['on', ON],
  ])('reserves the name and its variants for registration while it is %s', async (_label, env) => {
    const t = await start(env);
    for (const username of ['testuser', 'TestUser', 'ＴＥＳＴＵＳＥＲ', 't\u0435stuser', 'tеstusеr']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'Harbour-lights-42' } });
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'AUTH_USERNAME_RESERVED',
        error: 'Conflict',
        message: 'This username is reserved. Please choose another.',
      });
    }
    expect(await t.app.db.collection('users').countDocuments({ testAccount: { $ne: true } })).toBe(0);
  });
});
