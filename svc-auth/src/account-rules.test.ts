import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, uniqueName, type TestApp } from './test/helper.js';

const PASSWORD = 'Harbour-lights-42';

describe('account rules: passwords and usernames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const register = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password } });
  const login = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const users = () => t.app.db.collection('users');

  it.each(['123456', 'password', 'qwerty123', 'P@ssw0rd'])('refuses the common password %j with 400 AUTH_PASSWORD_TOO_COMMON and creates nothing', async (password) => {
    const username = uniqueName('common');
    const response = await register(username, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'AUTH_PASSWORD_TOO_COMMON',
      error: 'Bad Request',
      message: 'This password is too common. Please choose another.',
    });
    expect(await users().countDocuments({ username })).toBe(0);
  });

  it('refuses the username as password with 400 AUTH_PASSWORD_LIKE_USERNAME', async () => {
    const username = uniqueName('same');
    const response = await register(username, username.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH_PASSWORD_LIKE_USERNAME' });
  });

  it('keeps the spec minimum and its message before the policy', async () => {
    const response = await register(uniqueName('short'), '12345');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'Password must be at least 6 characters' } });
  });

  it.each([
    ['zero-width space', 'test\u200Buser'],
    ['zero-width joiner', 'ali\u200Dce'],
    ['right-to-left override', 'abc\u202Egnp'],
    ['left-to-right isolate', 'abc\u2066def'],
    ['soft hyphen', 'ali\u00ADce'],
    ['word joiner', '\u2060alice'],
    ['right-to-left mark', 'alice\u200F'],
    ['control character', 'ali\u0007ce'],
    ['Hangul filler', 'ali\u3164ce'],
  ])('refuses a username with a %s with 400 and its message', async (_label, username) => {
    const response = await register(username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'Username cannot contain invisible or control characters' },
    });
  });

  it('stores the NFKC form and signs in by any case or width of it', async () => {
    const base = uniqueName('wide');
    const wide = base.replace(/[a-z0-9]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
    const response = await register(wide);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ username: string }>().username).toBe(base);
    for (const attempt of [base, base.toUpperCase(), wide]) expect((await login(attempt)).statusCode, attempt).toBe(200);
  });

  it('refuses case, width and confusable duplicates of a taken name with 409 AUTH_USERNAME_TAKEN', async () => {
    const name = `pa${uniqueName('ypal')}`;
    await registerUser(t.app, name, PASSWORD);
    const cyrillicA = name.replace('a', '\u0430');
    for (const attempt of [name.toUpperCase(), cyrillicA, name.replace('l', '1'), name.replace('a', 'ａ')]) {
      const response = await register(attempt);
      expect(response.statusCode, attempt).toBe(409);
      expect(response.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN' });
    }
    expect(await users().countDocuments({ usernameSkeleton: (await users().findOne({ username: name }))!.usernameSkeleton })).toBe(1);
  });

  it('never signs a look-alike name into the account it imitates', async () => {
    const name = `pa${uniqueName('ypal')}`;
    await registerUser(t.app, name, PASSWORD);
    const response = await login(name.replace('a', '\u0430'));
    expect(response.statusCode).toBe(401);
  });

  it('lets one of many concurrent look-alike registrations win', async () => {
    const name = `o${uniqueName('live')}`;
    const variants = [name, name.replace('o', '\u043E'), name.replace('o', '\u03BF'), name.toUpperCase(), name.replace('l', '1')];
    const responses = await Promise.all(variants.map((variant) => register(variant)));
    expect(responses.map((r) => r.statusCode).filter((code) => code === 201)).toHaveLength(1);
  });
});
