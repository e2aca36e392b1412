import { afterAll, describe, expect, it } from 'vitest';
import { jtiRevocationKey, revocationSubject } from '@tidings/service-kit/session-revocations';
import { build, registerUser, UNREACHABLE_NATS_URL, waitFor, type TestApp } from './test/helper.js';
import { decodePayload } from './test/tokens.js';

const jtiOf = (cookie: string) => decodePayload(cookie.slice(cookie.indexOf('=') + 1)).jti as string;

describe('svc-auth sessions: the store other code calls, and revocations that survive a NATS outage', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });
  const user = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('lists a user’s sessions (newest first) and ends all but one on request', async () => {
    const t = await build({ TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(t);
    const first = await registerUser(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: first.username, password: first.password } });
    const second = `tidings_session=${login.cookies.find((c) => c.name === 'tidings_session')?.value}`;

    const listed = await t.app.sessions.listForUser(first.user.id);
    expect(listed.map((s) => s.jti)).toEqual([jtiOf(second), jtiOf(first.cookie)]);
    expect(listed.every((s) => s.active && s.revokedAt === null)).toBe(true);

    await t.app.sessions.revokeAllForUser(first.user.id, { exceptJti: jtiOf(second) });
    expect((await user(t, first.cookie)).statusCode).toBe(401);
    expect((await user(t, second)).statusCode).toBe(200);
    const after = await t.app.sessions.listForUser(first.user.id);
    expect(after.find((s) => s.jti === jtiOf(first.cookie))).toMatchObject({ active: false, revokedAt: expect.any(Date) });
    expect(after.find((s) => s.jti === jtiOf(second))).toMatchObject({ active: true, revokedAt: null });

    await t.app.sessions.revokeAllForUser(first.user.id);
    expect((await user(t, second)).statusCode).toBe(401);
  });

  it('a logout while NATS is down is refused at once on this instance, kept in the outbox, and reaches the others once NATS is back', async () => {
    const offline = await build({ NATS_URL: UNREACHABLE_NATS_URL, TEST_ACCOUNT_ENABLED: 'false' });
    apps.push(offline);
    // Another instance, elsewhere, that is connected (it watches the bucket).
    const watcher = await build({ TEST_ACCOUNT_ENABLED: 'false' }, offline.keys);
    apps.push(watcher);

    const account = await registerUser(offline.app);
    const claims = decodePayload(account.cookie.slice(account.cookie.indexOf('=') + 1)) as { sub: string; jti: string; sst: number };
    // The watcher's own database does not hold this user: ask its verifier directly.
    const revokedOnWatcher = () => watcher.app.sessionRevocations.set.isRevoked(claims);
    expect(revokedOnWatcher()).toBe(false);
    await offline.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: account.cookie } });
    expect((await user(offline, account.cookie)).statusCode).toBe(401);
    const pending = await offline.app.db.collection('outbox').find({ subject: revocationSubject(jtiRevocationKey(jtiOf(account.cookie))) }).toArray();
    expect(pending).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(revokedOnWatcher()).toBe(false);

    // The same database with NATS reachable: its outbox drains, and the watching instance learns of it.
    const online = await build({ MONGO_DB: offline.config.MONGO_DB, TEST_ACCOUNT_ENABLED: 'false' }, offline.keys);
    apps.push(online);
    await waitFor(revokedOnWatcher, 'the revocation to reach the other instance');
    await waitFor(async () => (await online.app.outbox.pending()) === 0, 'the outbox to drain');
  });

  it('renews the same session with a later expiry, never past the absolute lifetime', async () => {
    const t = await build({ TEST_ACCOUNT_ENABLED: 'false', SESSION_IDLE_TIMEOUT: '10m', SESSION_ABSOLUTE_LIFETIME: '15m' });
    apps.push(t);
    const account = await registerUser(t.app);
    const before = decodePayload(account.cookie.slice(account.cookie.indexOf('=') + 1));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = await t.app.inject({ method: 'POST', url: '/api/session/renew', headers: { cookie: account.cookie } });
    expect(renewed.statusCode).toBe(200);
    const token = renewed.cookies.find((c) => c.name === 'tidings_session')?.value ?? '';
    const after = decodePayload(token);
    expect(after).toMatchObject({ jti: before.jti, sst: before.sst, sub: before.sub });
    expect(after.exp as number).toBeGreaterThan(before.exp as number);
    expect((after.exp as number) * 1000).toBeLessThanOrEqual((before.sst as number) + 15 * 60_000);
    expect(new Date(renewed.json<{ expiresAt: string }>().expiresAt).getTime()).toBe((after.exp as number) * 1000);
  });
});
