// The gateway's exchange of a personal access token for a minted token, and how that token ends:
// expiry, revocation on every instance within a second, account deletion; a password change ends
// the minted tokens but not the personal access token, whose next exchange works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { hashAccessToken } from '@tidings/service-kit/access-token-format';
import { bearerFor, createToken, exchange } from './test/access-tokens.js';
import { build, registerUser, waitFor, type TestApp } from './test/helper.js';
import { decodePayload } from './test/tokens.js';

describe('personal access tokens: exchange and revocation', () => {
  let t: TestApp;
  /** A second instance of the same deployment: same database, same key. */
  let other: TestApp;
  beforeAll(async () => {
    t = await build({ TEST_ACCOUNT_ENABLED: 'false' });
    other = await build({ TEST_ACCOUNT_ENABLED: 'false', MONGO_DB: t.config.MONGO_DB }, t.keys);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const getUser = (app: TestApp, authorization: string) => app.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
  const tokensOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user/tokens', headers: { cookie } })).json<AccessToken[]>();

  it('mints a five-minute token signed like a session, carrying the scopes and the token id', async () => {
    const { cookie, user, username } = await registerUser(t.app);
    const created = await createToken(t.app, cookie, { scopes: ['read', 'write'], expiresInDays: null });
    const before = Date.now();
    const response = await exchange(t.app, created.token);
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json<{ token: string; expiresAt: number }>();
    const claims = decodePayload(token);
    expect(claims).toMatchObject({ sub: user.id, username, jti: `pat-${created.id}`, scp: ['read', 'write'], tid: created.id, iss: 'tidings-auth' });
    expect(claims.sst as number).toBeGreaterThanOrEqual(before);
    expect(expiresAt).toBe((claims.exp as number) * 1000);
    expect(expiresAt - before).toBeGreaterThan(290_000);
    expect(expiresAt - before).toBeLessThanOrEqual(300_000);
    expect((await getUser(t, `Bearer ${token}`)).json()).toMatchObject({ id: user.id });
  });

  it('never mints past the token’s own expiry, and refuses an expired or unknown token with 401 TOKEN_INVALID', async () => {
    const { cookie } = await registerUser(t.app);
    const created = await createToken(t.app, cookie);
    const soon = Date.now() + 60_000;
    await t.app.accessTokens.model.updateOne({ _id: created.id }, { $set: { expiresAt: new Date(soon) } });
    expect(response(await exchange(t.app, created.token)).expiresAt).toBe(Math.floor(soon / 1000) * 1000);

    await t.app.accessTokens.model.updateOne({ _id: created.id }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await exchange(t.app, created.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await exchange(t.app, `tid_${'x'.repeat(46)}`)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const malformed = await t.app.inject({ method: 'POST', url: '/internal/tokens/exchange', payload: { tokenHash: 'abc', address: '1.2.3.4' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('notes the last use (time and address) at most once a minute', async () => {
    const { cookie } = await registerUser(t.app);
    const created = await createToken(t.app, cookie);
    await exchange(t.app, created.token, '198.51.100.1');
    const [first] = await tokensOf(cookie);
    expect(first).toMatchObject({ lastUsedAddress: '198.51.100.1', lastUsedAt: expect.any(String) });
    await exchange(other.app, created.token, '2001:db8:1:2::/64');
    expect((await tokensOf(cookie))[0]).toMatchObject({ lastUsedAt: first!.lastUsedAt, lastUsedAddress: '198.51.100.1' });

    await t.app.accessTokens.model.updateOne({ _id: created.id }, { $set: { lastUsedAt: new Date(Date.now() - 61_000) } });
    await exchange(other.app, created.token, '2001:db8:1:2::/64');
    expect((await tokensOf(cookie))[0]).toMatchObject({ lastUsedAddress: '2001:db8:1:2::/64' });
  });

  it('refuses a revoked token on another instance within a second, and exchanges it no more', async () => {
    const { cookie } = await registerUser(t.app);
    const created = await createToken(t.app, cookie);
    const authorization = await bearerFor(t.app, created.token);
    expect((await getUser(other, authorization)).statusCode).toBe(200);

    const revokedAt = Date.now();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/tokens/${created.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await getUser(t, authorization)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    await waitFor(async () => (await getUser(other, authorization)).statusCode === 401, 'the other instance to refuse the token', 1000);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect((await exchange(other.app, created.token)).statusCode).toBe(401);
  });

  it('a password change ends the minted tokens, not the personal access token: the next exchange works', async () => {
    const { cookie, password } = await registerUser(t.app);
    const created = await createToken(t.app, cookie);
    const mintedBefore = await bearerFor(t.app, created.token);
    // Minted strictly before the change (a cut-off refuses what started before it).
    await new Promise((resolve) => setTimeout(resolve, 2));

    const changed = await t.app.inject({ method: 'POST', url: '/api/user/password', headers: { cookie }, payload: { currentPassword: password, newPassword: 'a-brand-new-phrase' } });
    expect(changed.statusCode).toBe(200);
    expect((await getUser(t, mintedBefore)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    await waitFor(async () => (await getUser(other, mintedBefore)).statusCode === 401, 'the other instance to learn of the change', 1000);

    const mintedAfter = await bearerFor(other.app, created.token);
    expect((await getUser(t, mintedAfter)).statusCode).toBe(200);
    expect((await getUser(other, mintedAfter)).statusCode).toBe(200);
    expect((await tokensOf(cookie)).map((token) => token.id)).toEqual([created.id]);
  });

  it('account deletion deletes the tokens and ends every token minted from them', async () => {
    const { cookie, password, user } = await registerUser(t.app);
    const created = await createToken(t.app, cookie, { scopes: ['read', 'write'] });
    const minted = await bearerFor(t.app, created.token);
    // The token can read svc-auth's own routes until the account goes.
    expect((await getUser(other, minted)).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie }, payload: { password } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.db.collection('access_tokens').countDocuments({ userId: user.id })).toBe(0);
    expect(t.app.sessionRevocations.set.isRevoked(decodePayload(minted.slice(7)) as { sub: string; jti: string; sst: number })).toBe(true);
    await waitFor(() => other.app.sessionRevocations.set.isRevoked(decodePayload(minted.slice(7)) as { sub: string; jti: string; sst: number }), 'the other instance to refuse it', 1000);
    expect((await exchange(t.app, created.token)).statusCode).toBe(401);
  });

  it("lists the tokens in the user's export: names, scopes and dates, never a hash", async () => {
    const { cookie } = await registerUser(t.app);
    const created = await createToken(t.app, cookie, { name: 'exporter', scopes: ['read'], expiresInDays: 90 });
    const exported = await t.app.inject({ method: 'GET', url: '/user-data/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().accessTokens).toEqual([
      { name: 'exporter', scopes: ['read'], createdAt: created.createdAt, expiresAt: created.expiresAt, lastUsedAt: null, lastUsedAddress: null },
    ]);
    expect(exported.body).not.toContain(created.hint.slice(0, 8));
    expect(exported.body).not.toContain(hashAccessToken(created.token));
  });
});

function response(answer: { statusCode: number; json: <T>() => T }): { token: string; expiresAt: number } {
  expect(answer.statusCode).toBe(200);
  return answer.json();
}
