// Every query svc-auth sends while a user registers, signs in, renews, changes preferences and
// password, signs out and deletes the account reads an index, never the whole collection: on the
// embedded engine and on MongoDB alike, what a request costs must not grow with the number of users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries, scanningQueries } from '@tidings/service-kit/testing/query-plans';
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
    await send('POST', '/api/logout', account.cookie);
    await send('DELETE', '/api/user', cookie, { password: 'another-long-phrase' });
    recording.stop();

    expect(recording.queries.length).toBeGreaterThan(8);
    expect(await scanningQueries(t.app.db, recording.queries)).toEqual([]);
  });
});
