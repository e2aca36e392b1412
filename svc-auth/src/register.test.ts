import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, sessionCookieOf, uniqueName, type TestApp } from './test/helper.js';

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

  it.each([
    [{ password: 'secret123' }, 'username', 'Username is required'],
    [{ username: '', password: 'secret123' }, 'username', 'Username is required'],
    [{ username: 'ab', password: 'secret123' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(33), password: 'secret123' }, 'username', 'Username must be at most 32 characters'],
    [{ username: 'two words', password: 'secret123' }, 'username', 'Username cannot contain spaces'],
    [{ username: 'validname' }, 'password', 'Password is required'],
    [{ username: 'validname', password: '' }, 'password', 'Password is required'],
    [{ username: 'validname', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{}, 'username', 'Username is required'],
    [{ username: 'validname', password: 'secret123', confirmPassword: 'secret123' }, 'confirmPassword', 'Unrecognized key: "confirmPassword"'],
  ])('rejects %j with 400 and the message %#', async (payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(message);
    expect(body.fields[field]).toBe(message);
  });

  it('rejects a request without a JSON body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('creates the user with the spec defaults, answers 201 with the public user and signs them in', async () => {
    const username = uniqueName('Reader');
    const response = await register({ username, password: 'secret123' });
    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username,
      interests: [],
      followingPersonalities: [],
      blockedTopics: [],
      darkMode: false,
      notificationsEnabled: true,
      goodNewsMode: false,
      onboardingCompleted: false,
      createdAt: expect.any(String),
      currentStreak: 0,
      maxStreak: 0,
      lastStreakDate: null,
      articlesReadToday: 0,
      totalArticlesRead: 0,
    });
    expect(new Date(user.createdAt as string).toISOString()).toBe(user.createdAt);
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(sessionCookieOf(response)?.value).toBeTruthy();

    const stored = await t.app.db.collection('users').findOne({ usernameKey: username.toLowerCase() });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 AUTH_USERNAME_TAKEN for a taken username, whatever its case', async () => {
    const username = uniqueName('Alice');
    expect((await register({ username, password: 'secret123' })).statusCode).toBe(201);
    for (const attempt of [username, username.toLowerCase(), username.toUpperCase()]) {
      const response = await register({ username: attempt, password: 'another123' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, code: 'AUTH_USERNAME_TAKEN', error: 'Conflict', message: 'Username is already taken' });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(await t.app.db.collection('users').countDocuments({ usernameKey: username.toLowerCase() })).toBe(1);
  });

  it('lets exactly one of 20 concurrent identical registrations win; the rest get 409', async () => {
    const username = uniqueName('racer');
    const responses = await Promise.all(Array.from({ length: 20 }, () => register({ username, password: 'secret123' })));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN' });
    }
    expect(await t.app.db.collection('users').countDocuments({ usernameKey: username })).toBe(1);
  });
});
