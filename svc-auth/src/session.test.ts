import { generateSigningKeys, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, sessionCookieOf, type TestApp } from './test/helper.js';
import { craftToken, decodePayload } from './test/tokens.js';

describe('sessions: GET /api/user, the cookie, logout and token tampering', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await build();
    account = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const currentUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

  it('answers 401 AUTH_REQUIRED when not signed in', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', error: 'Unauthorized', message: 'Sign in to continue' });
  });

  it('answers the signed-in user, without the password hash', async () => {
    const response = await currentUser(account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.user.id, username: account.username, onboardingCompleted: false });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(response.json()).not.toHaveProperty('password');
    expect(response.body).not.toMatch(/argon2/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie for the whole site, living as long as the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 7 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const claims = decodePayload(cookie?.value ?? '');
    expect(claims).toMatchObject({ sub: account.user.id, username: account.username, iss: JWT_ISSUER });
    expect((claims.exp as number) - (claims.iat as number)).toBe(7 * 24 * 3600);
  });

  it('marks the cookie Secure when the request came over TLS through the gateway', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: account.username, password: account.password },
    });
    expect(sessionCookieOf(response)?.secure).toBe(true);
  });

  it('logout clears the cookie (Max-Age=0), after which the cleared cookie is not signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(response);
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await currentUser(`${SESSION_COOKIE}=${cleared?.value}`)).statusCode).toBe(401);
  });

  it('logout answers 200 { ok: true } when not signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers 401 when the account behind a valid token no longer exists', async () => {
    const gone = await registerUser(t.app);
    await t.app.db.collection('users').deleteOne({ _id: new Types.ObjectId(gone.user.id) });
    const response = await currentUser(gone.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_ACCOUNT_NOT_FOUND' });
  });

  describe('tampered tokens are 401 AUTH_SESSION_INVALID', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const claims = () => ({ sub: account.user.id, username: account.username, iss: JWT_ISSUER, iat: now(), exp: now() + 3600 });
    const expectRejected = async (token: string) => {
      const response = await currentUser(`${SESSION_COOKIE}=${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    };

    it('accepts a token made by hand with the real key (so the rejections below are meaningful)', async () => {
      const token = craftToken({ alg: 'EdDSA', typ: 'JWT' }, claims(), t.keys.privateKey);
      expect((await currentUser(`${SESSION_COOKIE}=${token}`)).statusCode).toBe(200);
    });

    it('rejects a token signed with another key', async () => {
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, claims(), generateSigningKeys().privateKey));
    });

    it('rejects a real token whose payload was changed', async () => {
      const [header, , signature] = tokenOf(account.cookie).split('.');
      const otherUser = Buffer.from(JSON.stringify({ ...claims(), sub: new Types.ObjectId().toString() })).toString('base64url');
      await expectRejected(`${header}.${otherUser}.${signature}`);
    });

    it('rejects an expired token', async () => {
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, { ...claims(), iat: now() - 7200, exp: now() - 60 }, t.keys.privateKey));
    });

    it('rejects an unsigned token (alg: none)', async () => {
      await expectRejected(craftToken({ alg: 'none', typ: 'JWT' }, claims(), null));
    });

    it('rejects a token from another issuer and garbage', async () => {
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, { ...claims(), iss: 'someone-else' }, t.keys.privateKey));
      await expectRejected('not-a-token');
    });
  });
});
