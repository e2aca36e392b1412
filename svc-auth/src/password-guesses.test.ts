import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, registerUser, type TestApp } from './test/helper.js';
import { decodePayload } from './test/tokens.js';

describe('wrong passwords on the routes that confirm one (password change, account deletion)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const changePassword = (cookie: string, currentPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/password', headers: { cookie }, payload: { currentPassword, newPassword: 'Lantern-over-the-bay-7' } });
  const deleteAccount = (cookie: string, password: string) => t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie }, payload: { password } });
  const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('count per account across both routes; the fifth ends the session that sent it, and the answer says so', async () => {
    const account = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    for (let i = 0; i < 2; i++) expect((await changePassword(account.cookie, 'not-the-password')).json()).toMatchObject({ code: 'AUTH_CURRENT_PASSWORD_INCORRECT' });
    for (let i = 0; i < 2; i++) expect((await deleteAccount(account.cookie, 'not-the-password')).json()).toMatchObject({ code: 'AUTH_PASSWORD_INCORRECT' });

    const fifth = await changePassword(account.cookie, 'not-the-password');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      statusCode: 401,
      code: 'AUTH_SESSION_ENDED_WRONG_PASSWORDS',
      error: 'Unauthorized',
      message: 'Too many wrong passwords: this session has ended. Sign in again.',
    });
    // Ended like a logout: the cookies are cleared and the session is revoked on the server.
    const cleared = fifth.cookies.filter((c) => ['tidings_session', '__Host-tidings_session', 'tidings_prefs'].includes(c.name));
    expect(cleared.map((c) => c.name).sort()).toEqual(['__Host-tidings_session', 'tidings_prefs', 'tidings_session']);
    for (const cookie of cleared) expect(cookie).toMatchObject({ value: '', maxAge: 0 });
    expect((await currentUser(account.cookie)).json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
    const jti = decodePayload(account.cookie.split('=')[1]!).jti;
    expect((await t.app.db.collection('auth_sessions').findOne({ _id: jti as never }))?.revokedAt).toBeInstanceOf(Date);

    // Nothing changed, and the owner signs in again with the password; another account never noticed.
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } });
    expect(again.statusCode).toBe(200);
    expect((await changePassword(bystander.cookie, 'not-the-password')).json()).toMatchObject({ code: 'AUTH_CURRENT_PASSWORD_INCORRECT' });
  });

  it('end the session on a deletion too', async () => {
    const account = await registerUser(t.app);
    for (let i = 0; i < 4; i++) expect((await deleteAccount(account.cookie, 'not-the-password')).statusCode).toBe(403);
    const fifth = await deleteAccount(account.cookie, 'not-the-password');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: 'AUTH_SESSION_ENDED_WRONG_PASSWORDS' });
    expect((await currentUser(account.cookie)).statusCode).toBe(401);
    expect(await t.app.db.collection('users').countDocuments({ username: account.username })).toBe(1);
  });
});
