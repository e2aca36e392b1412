// Issue 9, sessions: logout and a password change end sessions on the server, and every verifier
// — each gateway, each instance of each service — refuses the ended token within a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGateway,
  registerThroughGateway,
  sessionCookieFrom,
  startGatewayStack,
  type ExtraInstance,
  type GatewayStack,
} from '../gateway-stack.js';

let stack: GatewayStack;
let extra: { gateway: ExtraInstance; auth: ExtraInstance; news: ExtraInstance; tracking: ExtraInstance };

beforeAll(async () => {
  // The gateway trusts the test (loopback) as its TLS terminator: 'x-forwarded-proto: https' from it means TLS.
  stack = await startGatewayStack({ instances: 2, auth: { TEST_ACCOUNT_ENABLED: 'true' }, gateway: { TRUSTED_PROXIES: 'loopback' } });
  const second = (service: 'auth' | 'news' | 'tracking') => stack.instances[service][1]!;
  extra = { gateway: await addGateway(stack), auth: second('auth'), news: second('news'), tracking: second('tracking') };
});

afterAll(async () => {
  await extra?.gateway.close();
  await stack?.close();
});

/**
 * Every place a session is checked: both gateways (a session route each) and both instances of
 * each service. `headers` go with every call (e.g. `x-forwarded-proto`, which each believes from the test).
 */
function verifiers(userId: string, headers: Record<string, string> = {}) {
  const viaGateway = (app: ExtraInstance['app']) => (cookie: string) => app.inject({ method: 'GET', url: '/api/user/streak', headers: { ...headers, cookie } });
  const direct = (app: ExtraInstance['app'], url: string) => (cookie: string) => app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
  return {
    'gateway 1': viaGateway(stack.gateway),
    'gateway 2': viaGateway(extra.gateway.app),
    'svc-auth 1': direct(stack.auth.app, '/api/user'),
    'svc-auth 2': direct(extra.auth.app, '/api/user'),
    'svc-news 1': direct(stack.news.app, `/api/bookmarks/${userId}`),
    'svc-news 2': direct(extra.news.app, `/api/bookmarks/${userId}`),
    'svc-tracking 1': direct(stack.tracking.app, '/api/user/streak'),
    'svc-tracking 2': direct(extra.tracking.app, '/api/user/streak'),
  };
}

async function statuses(userId: string, cookie: string, headers: Record<string, string> = {}): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(verifiers(userId, headers)).map(async ([name, call]) => [name, (await call(cookie)).statusCode] as const));
  return Object.fromEntries(entries);
}

const everywhere = (status: number) => Object.fromEntries(Object.keys(verifiers('x')).map((name) => [name, status]));

/** Polls every verifier until all refuse the cookie; answers how long that took (ms). */
async function refusedEverywhereWithin(userId: string, cookie: string, limitMs: number): Promise<number> {
  const started = Date.now();
  let last: Record<string, number> = {};
  while (Date.now() - started <= limitMs) {
    last = await statuses(userId, cookie);
    if (Object.values(last).every((status) => status === 401)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still accepted after ${limitMs} ms: ${JSON.stringify(last)}`);
}

const login = (username: string, password: string) => stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('logout ends the session on the server', () => {
  it('after logout the old cookie gets 401 at both gateways and at each instance of each service, within a second', async () => {
    const user = await registerThroughGateway(stack, `logout_${Date.now().toString(36)}`);
    expect(await statuses(user.id, user.cookie)).toEqual(everywhere(200));

    const logout = await stack.gateway.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(200);
    const elapsed = await refusedEverywhereWithin(user.id, user.cookie, 1000);
    expect(elapsed).toBeLessThanOrEqual(1000);
    const refused = await stack.gateway.inject({ method: 'GET', url: '/api/user/streak', headers: { cookie: user.cookie } });
    expect(refused.json()).toMatchObject({ code: 'AUTH_SESSION_INVALID' });
  });

  it('ends only that session: the same user signed in elsewhere stays signed in', async () => {
    const user = await registerThroughGateway(stack, `other_${Date.now().toString(36)}`);
    const elsewhere = sessionCookieFrom(await login(user.username, user.password));
    await stack.gateway.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie } });
    await refusedEverywhereWithin(user.id, user.cookie, 1000);
    expect(await statuses(user.id, elsewhere)).toEqual(everywhere(200));
  });
});

describe('POST /api/user/password', () => {
  const change = (cookie: string, payload: object) => stack.gateway.inject({ method: 'POST', url: '/api/user/password', headers: { cookie }, payload });

  it('refuses a wrong current password with 400 AUTH_CURRENT_PASSWORD_INCORRECT and changes nothing', async () => {
    const user = await registerThroughGateway(stack, `wrongpw_${Date.now().toString(36)}`);
    const other = sessionCookieFrom(await login(user.username, user.password));
    const response = await change(user.cookie, { currentPassword: 'not-the-password', newPassword: 'Lantern-over-the-bay-7' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH_CURRENT_PASSWORD_INCORRECT' });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    expect((await login(user.username, 'Lantern-over-the-bay-7')).statusCode).toBe(401);
    expect(await statuses(user.id, other)).toEqual(everywhere(200));
  });

  it('validates the new password like registration (400 VALIDATION_FAILED, nothing changed)', async () => {
    const user = await registerThroughGateway(stack, `shortpw_${Date.now().toString(36)}`);
    const response = await change(user.cookie, { currentPassword: user.password, newPassword: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Password must be at least 6 characters' });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses a common password and one like the username, as registration does, and changes nothing', async () => {
    const user = await registerThroughGateway(stack, `commonpw_${Date.now().toString(36)}`);
    const common = await change(user.cookie, { currentPassword: user.password, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'AUTH_PASSWORD_TOO_COMMON' });
    const likeName = await change(user.cookie, { currentPassword: user.password, newPassword: user.username });
    expect(likeName.statusCode).toBe(400);
    expect(likeName.json()).toMatchObject({ code: 'AUTH_PASSWORD_LIKE_USERNAME' });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it("keeps the built-in test account's published password (403 AUTH_TEST_ACCOUNT_FIXED)", async () => {
    const testUser = await login('testuser', 'password123');
    expect(testUser.statusCode).toBe(200);
    const response = await change(sessionCookieFrom(testUser), { currentPassword: 'password123', newPassword: 'Lantern-over-the-bay-7' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'AUTH_TEST_ACCOUNT_FIXED' });
    expect((await login('testuser', 'password123')).statusCode).toBe(200);
  });

  it('needs a session (401 without one)', async () => {
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/user/password', payload: { currentPassword: 'x', newPassword: 'whatever-long' } });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, ends every other session everywhere within a second, and keeps the current one signed in', async () => {
    const user = await registerThroughGateway(stack, `changepw_${Date.now().toString(36)}`);
    const [phone, laptop] = [sessionCookieFrom(await login(user.username, user.password)), sessionCookieFrom(await login(user.username, user.password))];

    const response = await change(user.cookie, { currentPassword: user.password, newPassword: 'Lantern-over-the-bay-7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    await refusedEverywhereWithin(user.id, phone!, 1000);
    await refusedEverywhereWithin(user.id, laptop!, 1000);
    expect(await statuses(user.id, user.cookie)).toEqual(everywhere(200));
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const fresh = await login(user.username, 'Lantern-over-the-bay-7');
    expect(fresh.statusCode).toBe(200);
    expect(await statuses(user.id, sessionCookieFrom(fresh))).toEqual(everywhere(200));
  });
});

describe('the session cookie', () => {
  const register = (headers: Record<string, string>, remoteAddress?: string) =>
    stack.gateway.inject({ method: 'POST', url: '/api/register', headers, payload: { username: `cookie_${Math.random().toString(36).slice(2, 10)}`, password: 'Harbour-lights-42' }, remoteAddress });

  it('is __Host-tidings_session (Secure, Path=/, no Domain) over TLS, as a trusted proxy reports it, and every verifier reads it', async () => {
    const response = await register({ 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name.includes('tidings_session'));
    expect(cookie).toMatchObject({ name: '__Host-tidings_session', secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(await statuses(response.json<{ id: string }>().id, `__Host-tidings_session=${cookie?.value}`)).toEqual(everywhere(200));
  });

  it('keeps the plain name without TLS, and when an untrusted client claims TLS', async () => {
    for (const response of [await register({}), await register({ 'x-forwarded-proto': 'https' }, '203.0.113.9')]) {
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((c) => c.name.includes('tidings_session'));
      expect(cookie?.name).toBe('tidings_session');
      expect(cookie?.secure).toBeFalsy();
    }
  });

  it('once Secure, is honoured only as __Host-tidings_session, by every verifier: a token under the plain name is refused', async () => {
    // Issued Secure (over TLS): under the plain name, which a sibling subdomain can plant, it is refused even without TLS.
    const secure = await register({ 'x-forwarded-proto': 'https' });
    const hostCookie = secure.cookies.find((c) => c.name === '__Host-tidings_session');
    const secureUser = secure.json<{ id: string }>().id;
    expect(await statuses(secureUser, `__Host-tidings_session=${hostCookie?.value}`)).toEqual(everywhere(200));
    expect(await statuses(secureUser, `tidings_session=${hostCookie?.value}`)).toEqual(everywhere(401));
    // Over TLS a plain-named cookie is not read at all, whatever token it carries.
    const plain = await register({});
    const plainCookie = plain.cookies.find((c) => c.name === 'tidings_session');
    const plainUser = plain.json<{ id: string }>().id;
    expect(await statuses(plainUser, `tidings_session=${plainCookie?.value}`)).toEqual(everywhere(200));
    expect(await statuses(plainUser, `tidings_session=${plainCookie?.value}`, { 'x-forwarded-proto': 'https' })).toEqual(everywhere(401));
  });

  it('logout clears both names', async () => {
    const response = await stack.gateway.inject({ method: 'POST', url: '/api/logout', headers: { 'x-forwarded-proto': 'https' } });
    const cleared = response.cookies.filter((c) => c.name.includes('tidings_session'));
    expect(cleared.map((c) => c.name).sort()).toEqual(['__Host-tidings_session', 'tidings_session']);
    for (const cookie of cleared) expect(cookie).toMatchObject({ value: '', maxAge: 0, path: '/' });
  });
});
