import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, sessionCookieOf, uniqueName, type TestApp } from './test/helper.js';

describe('POST /api/login', () => {
  let t: TestApp;
  let account: { username: string; password: string; user: { id: string } };
  beforeAll(async () => {
    t = await build();
    account = await registerUser(t.app, uniqueName('Login'), 'correct-horse');
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

  it.each([
    [{ password: 'x' }, 'username', 'Username is required'],
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ username: 'someone' }, 'password', 'Password is required'],
    [{ username: 'someone', password: '' }, 'password', 'Password is required'],
    [{}, 'username', 'Username is required'],
  ])('rejects %j with 400 and the message', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
  });

  it('signs in with the right password, whatever the username case, and answers the public user', async () => {
    const response = await login({ username: account.username.toUpperCase(), password: 'correct-horse' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.user.id, username: account.username });
    expect(response.body).not.toMatch(/passwordHash|argon2/);
    expect(sessionCookieOf(response)?.value).toBeTruthy();
  });

  it('answers the same 401 AUTH_INVALID_CREDENTIALS for a wrong password and an unknown username', async () => {
    const wrongPassword = await login({ username: account.username, password: 'wrong-horse' });
    const unknownUser = await login({ username: uniqueName('nobody'), password: 'correct-horse' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(wrongPassword.json()).toEqual({ statusCode: 401, code: 'AUTH_INVALID_CREDENTIALS', error: 'Unauthorized', message: 'Invalid username or password' });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('takes about as long for an unknown username as for a wrong password (a hash is verified either way)', async () => {
    // Interleaved samples and their minimums: the least noisy estimate on a busy machine.
    const ghost = uniqueName('ghost');
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      for (const [kind, username] of [['known', account.username], ['unknown', ghost]] as const) {
        const started = performance.now();
        await login({ username, password: 'wrong-horse' });
        samples[kind].push(performance.now() - started);
      }
    }
    const wrongPassword = Math.min(...samples.known);
    const unknownUser = Math.min(...samples.unknown);
    // Without the dummy verification an unknown name answers in a few ms, against tens for argon2.
    expect(unknownUser).toBeGreaterThan(wrongPassword * 0.5);
  });
});
