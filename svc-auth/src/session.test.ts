import { randomUUID } from 'node:crypto';
import { generateSigningKeys, JWT_ISSUER, SESSION_COOKIE } from '@tidings/service-kit/keys';
import { HOST_SESSION_COOKIE } from '@tidings/service-kit/session-token';
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

  it('sets an httpOnly, SameSite=Lax session cookie for the whole site, living as long as the session (12 h); the token lasts the idle timeout (30 min)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ name: SESSION_COOKIE, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(12 * 3600 - 2);
    expect(cookie?.maxAge).toBeLessThanOrEqual(12 * 3600);
    expect(cookie?.secure).toBeFalsy();
    const claims = decodePayload(cookie?.value ?? '');
    expect(claims).toMatchObject({ sub: account.user.id, username: account.username, iss: JWT_ISSUER, jti: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(Math.abs((claims.sst as number) - Date.now())).toBeLessThan(10_000);
    expect((claims.exp as number) - (claims.iat as number)).toBe(30 * 60);
  });

  it('gives every sign-in its own session id', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } });
    const [a, b] = await Promise.all([login(), login()]);
    expect(decodePayload(sessionCookieOf(a)?.value ?? '').jti).not.toBe(decodePayload(sessionCookieOf(b)?.value ?? '').jti);
  });

  it('over TLS through the gateway the cookie is Secure and named __Host-tidings_session (no Domain)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: account.username, password: account.password },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ name: HOST_SESSION_COOKIE, secure: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect((await currentUser(`${HOST_SESSION_COOKIE}=${cookie?.value}`)).statusCode).toBe(200);
  });

  it('logout clears both cookie names (Max-Age=0) and ends the session: the old token is refused afterwards', async () => {
    const session = await registerUser(t.app);
    expect((await currentUser(session.cookie)).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.filter((c) => c.name === SESSION_COOKIE || c.name === HOST_SESSION_COOKIE);
    expect(cleared.map((c) => c.name).sort()).toEqual([HOST_SESSION_COOKIE, SESSION_COOKIE]);
    for (const cookie of cleared) expect(cookie).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
    expect(cleared.find((c) => c.name === HOST_SESSION_COOKIE)?.secure).toBe(true);
    const again = await currentUser(session.cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    const row = await t.app.db.collection('auth_sessions').findOne({ _id: decodePayload(tokenOf(session.cookie)).jti as never });
    expect(row?.revokedAt).toBeInstanceOf(Date);
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
    const claims = () => ({ sub: account.user.id, username: account.username, jti: randomUUID(), sst: Date.now(), iss: JWT_ISSUER, iat: now(), exp: now() + 3600 });
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

    it('rejects a token of the old shape, without a session id or start (it could never be revoked)', async () => {
      const { jti: _jti, ...noId } = claims();
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, noId, t.keys.privateKey));
      const { sst: _sst, ...noStart } = claims();
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, noStart, t.keys.privateKey));
    });

    it('rejects a token from another issuer and garbage', async () => {
      await expectRejected(craftToken({ alg: 'EdDSA', typ: 'JWT' }, { ...claims(), iss: 'someone-else' }, t.keys.privateKey));
      await expectRejected('not-a-token');
    });
  });
});

describe('the session cookie once it is Secure', () => {
  let auto: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    [auto, secure] = await Promise.all([build(), build({ COOKIE_SECURE: 'true' })]);
  });
  afterAll(() => Promise.all([auto.close(), secure.close()]));

  const login = (app: TestApp, account: { username: string; password: string }, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username: account.username, password: account.password } });
  const currentUser = (app: TestApp, cookie: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/user', headers: { ...headers, cookie } });

  it('over TLS honours only __Host-tidings_session: a plain-named token (which anyone on a sibling site can plant) is refused', async () => {
    const account = await registerUser(auto.app);
    const plain = sessionCookieOf(await login(auto, account));
    expect(plain?.name).toBe(SESSION_COOKIE);
    const overTls = { 'x-forwarded-proto': 'https' };
    expect((await currentUser(auto, `${SESSION_COOKIE}=${plain?.value}`)).statusCode).toBe(200);
    const refused = await currentUser(auto, `${SESSION_COOKIE}=${plain?.value}`, overTls);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    // Nor is it read when a (planted) plain cookie comes beside a real Secure one: the Secure one counts.
    const real = sessionCookieOf(await login(auto, account, overTls));
    expect(real?.name).toBe(HOST_SESSION_COOKIE);
    expect((await currentUser(auto, `${SESSION_COOKIE}=garbage; ${HOST_SESSION_COOKIE}=${real?.value}`, overTls)).statusCode).toBe(200);
  });

  it('with COOKIE_SECURE=true, a token issued into the Secure cookie is refused under the plain name, even without TLS', async () => {
    const account = await registerUser(secure.app);
    const cookie = sessionCookieOf(await login(secure, account));
    expect(cookie).toMatchObject({ name: HOST_SESSION_COOKIE, secure: true });
    expect((await currentUser(secure, `${HOST_SESSION_COOKIE}=${cookie?.value}`)).statusCode).toBe(200);
    const refused = await currentUser(secure, `${SESSION_COOKIE}=${cookie?.value}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    // Renewal keeps it so.
    const renewed = sessionCookieOf(await secure.app.inject({ method: 'POST', url: '/api/session/renew', headers: { cookie: `${HOST_SESSION_COOKIE}=${cookie?.value}` } }));
    expect(renewed?.name).toBe(HOST_SESSION_COOKIE);
    expect((await currentUser(secure, `${SESSION_COOKIE}=${renewed?.value}`)).statusCode).toBe(401);
  });

  it('logout and account deletion clear tidings_prefs too', async () => {
    const account = await registerUser(auto.app);
    const prefs = await auto.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: { cookie: account.cookie }, payload: { darkMode: true } });
    expect(prefs.cookies.find((c) => c.name === 'tidings_prefs')?.value).toBeTruthy();
    const logout = await auto.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: account.cookie } });
    expect(logout.cookies.find((c) => c.name === 'tidings_prefs')).toMatchObject({ value: '', maxAge: 0, path: '/' });

    const other = await registerUser(auto.app);
    const deletion = await auto.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: other.cookie }, payload: { password: other.password } });
    expect(deletion.statusCode).toBe(200);
    expect(deletion.cookies.find((c) => c.name === 'tidings_prefs')).toMatchObject({ value: '', maxAge: 0, path: '/' });
  });
});
