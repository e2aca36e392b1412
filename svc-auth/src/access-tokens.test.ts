// Personal access tokens as the profile manages them: create (shown once), list, revoke, the limit
// of 20 under concurrent creates, hashed storage, and that no token can manage tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PATTERN, TOKENS_PER_USER_MAX, type AccessToken } from '@tidings/contracts/access-tokens';
import { hashAccessToken } from '@tidings/service-kit/access-token-format';
import { bearerFor, createToken } from './test/access-tokens.js';
import { build, registerUser, type TestApp } from './test/helper.js';

describe('personal access tokens: management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ TEST_ACCOUNT_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  const list = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user/tokens', headers: { cookie } })).json<AccessToken[]>();
  const create = (cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/tokens', headers: { cookie }, payload });

  it('creates a token, shows its secret once, and stores only its hash', async () => {
    const { cookie, user } = await registerUser(t.app);
    const before = Date.now();
    const created = await createToken(t.app, cookie, { name: '  backup script ', scopes: ['write', 'read'], expiresInDays: 7 });
    expect(created.token).toMatch(TOKEN_PATTERN);
    expect(created).toMatchObject({ name: 'backup script', scopes: ['read', 'write'], hint: `${created.token.slice(0, 8)}…`, lastUsedAt: null, lastUsedAddress: null });
    const expiresAt = new Date(created.expiresAt!).getTime();
    expect(expiresAt - new Date(created.createdAt).getTime()).toBe(7 * 86_400_000);
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before);

    const { token: _shownOnce, ...shown } = created;
    expect(await list(cookie)).toEqual([shown]);

    const stored = await t.app.db.collection('access_tokens').findOne({ userId: user.id });
    expect(stored).toMatchObject({ _id: created.id, hash: hashAccessToken(created.token), hint: created.hint, slot: 0 });
    // The hint shows the first 4 secret characters; nothing stored holds the rest.
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(8, 44));
  });

  it('keeps the hash and each user slot unique, and lets the engine remove tokens a week after they expire', async () => {
    const indexes = await t.app.db.collection('access_tokens').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { hash: 1 }, unique: true }),
        expect.objectContaining({ key: { userId: 1, slot: 1 }, unique: true }),
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 7 * 86_400 }),
      ]),
    );
  });

  it('lists newest first, never expiring ones with a null expiry', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await createToken(t.app, cookie, { name: 'first', expiresInDays: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createToken(t.app, cookie, { name: 'second' });
    const listed = await list(cookie);
    expect(listed.map((token) => token.id)).toEqual([second.id, first.id]);
    expect(listed[1]!.expiresAt).toBeNull();
  });

  it.each([
    ['an empty name', { name: '  ', scopes: ['read'], expiresInDays: 7 }],
    ['no scope', { name: 'x', scopes: [], expiresInDays: 7 }],
    ['an unknown scope', { name: 'x', scopes: ['admin'], expiresInDays: 7 }],
    ['a scope twice', { name: 'x', scopes: ['read', 'read'], expiresInDays: 7 }],
    ['another expiry', { name: 'x', scopes: ['read'], expiresInDays: 365 }],
  ])('refuses %s with 400', async (_, payload) => {
    const { cookie } = await registerUser(t.app);
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/tokens' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/tokens', payload: { name: 'x', scopes: ['read'], expiresInDays: 7 } })).statusCode).toBe(401);
  });

  it(`holds at most ${TOKENS_PER_USER_MAX} per user, even when creates race`, async () => {
    const { cookie, user } = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: TOKENS_PER_USER_MAX + 5 }, (_, i) => create(cookie, { name: `t${i}`, scopes: ['read'], expiresInDays: 7 })));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(TOKENS_PER_USER_MAX);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    expect(answers.find((response) => response.statusCode === 409)!.json()).toMatchObject({ code: 'TOKEN_LIMIT_REACHED' });
    const slots = (await t.app.db.collection('access_tokens').find({ userId: user.id }).toArray()).map((row) => row.slot as number);
    expect(slots.sort((a, b) => a - b)).toEqual(Array.from({ length: TOKENS_PER_USER_MAX }, (_, i) => i));

    // An expired token gives its place up to a new one.
    const victim = (await list(cookie))[3]!;
    await t.app.db.collection('access_tokens').updateOne({ _id: victim.id as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await create(cookie, { name: 'after', scopes: ['read'], expiresInDays: 7 })).statusCode).toBe(201);
    expect((await list(cookie)).map((token) => token.id)).not.toContain(victim.id);
  });

  it("revokes a token (204), and answers 404 for an unknown id or another user's token", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await createToken(t.app, owner.cookie);
    const theirs = await createToken(t.app, other.cookie);

    const revoke = (cookie: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/tokens/${id}`, headers: { cookie } });
    const foreign = await revoke(owner.cookie, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'TOKEN_NOT_FOUND' });
    expect((await list(other.cookie)).map((token) => token.id)).toEqual([theirs.id]);

    const revoked = await revoke(owner.cookie, mine.id);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect(await list(owner.cookie)).toEqual([]);
    expect((await revoke(owner.cookie, mine.id)).statusCode).toBe(404);
    expect((await revoke(owner.cookie, 'no-such-token')).json()).toMatchObject({ code: 'TOKEN_NOT_FOUND' });
  });

  it('lets no token manage tokens, change the password, delete the account or export the data; a token reads and writes within its scopes', async () => {
    const { cookie, password } = await registerUser(t.app);
    const readToken = await bearerFor(t.app, (await createToken(t.app, cookie, { scopes: ['read'] })).token);
    const fullToken = await bearerFor(t.app, (await createToken(t.app, cookie, { scopes: ['read', 'write'] })).token);
    const call = (authorization: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

    for (const authorization of [readToken, fullToken]) {
      const refused = [
        await call(authorization, 'GET', '/api/user/tokens'),
        await call(authorization, 'POST', '/api/user/tokens', { name: 'x', scopes: ['read'], expiresInDays: 7 }),
        await call(authorization, 'DELETE', '/api/user/tokens/anything'),
        await call(authorization, 'POST', '/api/user/password', { currentPassword: password, newPassword: 'a-new-long-phrase' }),
        await call(authorization, 'DELETE', '/api/user', { password }),
        await call(authorization, 'GET', '/user-data/export'),
        await call(authorization, 'POST', '/api/session/renew'),
      ];
      for (const response of refused) expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 403, code: 'TOKEN_SCOPE_MISSING' });
    }
    expect((await call(readToken, 'GET', '/api/user')).statusCode).toBe(200);
    const readOnlyWrite = await call(readToken, 'PATCH', '/api/user/preferences', { darkMode: true });
    expect(readOnlyWrite.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining("'write'") });
    expect((await call(fullToken, 'PATCH', '/api/user/preferences', { darkMode: true })).json()).toMatchObject({ darkMode: true });
    // Nothing changed by the refused calls: the account and its password still work.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });
});
