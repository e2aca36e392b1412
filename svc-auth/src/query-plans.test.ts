// Every query svc-auth sends while a user registers, signs in, renews, changes preferences and
// password, manages and uses personal access tokens, signs out and deletes the account reads an
// index, never the whole collection: on the embedded engine and on MongoDB alike, what a request
// costs must not grow with the number of users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries, scanningQueries } from '@tidings/service-kit/testing/query-plans';
import { TOKENS_PER_USER_MAX } from '@tidings/contracts/access-tokens';
import { exchange } from './test/access-tokens.js';
import { build, registerUser, sessionCookieOf, uniqueName, type TestApp } from './test/helper.js';

describe("svc-auth's queries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('all read an index', async () => {
    const recording = recordQueries(t.app.db);
    const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: Record<string, unknown>) => {
      const response = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    };

    const account = await registerUser(t.app, uniqueName('plans'), 'a-long-pass-phrase');
    const login = await send('POST', '/api/login', undefined, { username: account.username, password: account.password });
    const session = sessionCookieOf(login)!;
    const cookie = `${session.name}=${session.value}`;
    await send('GET', '/api/user', cookie);
    await send('POST', '/api/session/renew', cookie);
    await send('PATCH', '/api/user/preferences', cookie, { interests: ['science'] });
    await send('POST', '/api/user/password', cookie, { currentPassword: account.password, newPassword: 'another-long-phrase' });
    // Personal access tokens: create up to the limit (and past it), list, exchange, revoke.
    const created = await send('POST', '/api/user/tokens', cookie, { name: 'plans', scopes: ['read'], expiresInDays: 7 });
    for (let i = 1; i < TOKENS_PER_USER_MAX; i++) await send('POST', '/api/user/tokens', cookie, { name: `plans ${i}`, scopes: ['read'], expiresInDays: null });
    const full = await t.app.inject({ method: 'POST', url: '/api/user/tokens', headers: { cookie }, payload: { name: 'one too many', scopes: ['read'], expiresInDays: 7 } });
    expect(full.statusCode).toBe(409);
    await send('GET', '/api/user/tokens', cookie);
    const { id, token } = created.json<{ id: string; token: string }>();
    expect((await exchange(t.app, token)).statusCode).toBe(200);
    await send('DELETE', `/api/user/tokens/${id}`, cookie);
    await send('POST', '/api/logout', account.cookie);
    await send('DELETE', '/api/user', cookie, { password: 'another-long-phrase' });
    recording.stop();

    expect(recording.queries.length).toBeGreaterThan(8);
    const tokenQueries = new Set(recording.queries.filter((query) => query.collection === 'access_tokens').map((query) => query.method));
    expect([...tokenQueries].sort()).toEqual(['deleteMany', 'deleteOne', 'find', 'findOne', 'updateOne']);
    expect(await scanningQueries(t.app.db, recording.queries)).toEqual([]);
  });
});
