// svc-news with personal access tokens (issue 27): the gateway forwards the token svc-auth minted
// as `Authorization: Bearer`; each route opens to the scope TOKEN_SCOPES names, and a revoked
// token is refused by every instance within a second.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jtiRevocationKey, revocationSubject } from '@tidings/service-kit/session-revocations';
import { accessTokenBearer } from '@tidings/service-kit/testing/session';
import { article, seed } from './test/articles.js';
import { build, waitFor, type TestApp } from './test/helper.js';

describe('svc-news with access tokens', () => {
  let t: TestApp;
  /** Another instance of the same deployment (same database, same verification key). */
  let other: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await build();
    other = await build({ MONGO_DB: t.config.MONGO_DB, JWT_PUBLIC_KEY: t.keys.publicKey });
    ids = await seed(t.app, [article({ title: 'One' }), article({ title: 'Two' })]);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const token = (sub: string, scp: string[], claims: Record<string, unknown> = {}) => accessTokenBearer(t.keys.privateKey, { sub, scp, ...claims });
  const call = (app: TestApp, authorization: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('a read token reads the feed, the news and its bookmarks, but may not bookmark', async () => {
    const read = token('reader-1', ['read']);
    expect((await call(t, read, 'GET', '/api/news/filtered')).statusCode).toBe(200);
    expect((await call(t, read, 'GET', `/api/news/${ids[0]}`)).json()).toMatchObject({ title: 'One' });
    expect((await call(t, read, 'GET', '/api/bookmarks/reader-1')).json()).toEqual([]);
    expect((await call(t, read, 'GET', `/api/bookmarks/check/${ids[0]}`)).json()).toEqual({ isBookmarked: false });

    const refused = await call(t, read, 'POST', '/api/bookmarks', { newsId: ids[0] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining("'write'") });
    expect((await call(t, read, 'GET', '/api/bookmarks/reader-1')).json()).toEqual([]);
  });

  it('a write token bookmarks and removes a bookmark, as its user and no one else', async () => {
    const write = token('writer-1', ['write']);
    expect((await call(t, write, 'POST', '/api/bookmarks', { newsId: ids[1] })).statusCode).toBe(201);
    // Only the write scope: the list is a read.
    expect((await call(t, write, 'GET', '/api/bookmarks/writer-1')).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    const both = token('writer-1', ['read', 'write']);
    expect((await call(t, both, 'GET', '/api/bookmarks/writer-1')).json()).toMatchObject([{ news: { title: 'Two' } }]);
    expect((await call(t, both, 'DELETE', `/api/bookmarks/writer-1/${ids[1]}`)).statusCode).toBe(200);
    expect((await call(t, both, 'GET', '/api/bookmarks/someone-else')).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses an expired token and the raw tid_ text with 401 TOKEN_INVALID', async () => {
    const expired = token('reader-2', ['read'], { exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await call(t, expired, 'GET', '/api/news/filtered')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await call(t, `Bearer tid_${'A'.repeat(46)}`, 'GET', '/api/news/filtered')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a revoked token on every instance within a second', async () => {
    const tid = randomUUID().slice(0, 16);
    const read = token('reader-3', ['read'], { tid });
    expect((await call(other, read, 'GET', '/api/news/filtered')).statusCode).toBe(200);
    // What svc-auth's revocation puts into the bucket (through its outbox).
    const revokedAt = Date.now();
    await t.app.bus.publish({ subject: revocationSubject(jtiRevocationKey(`pat-${tid}`)), msgId: `test-${tid}`, data: { until: Date.now() + 600_000 } });
    await waitFor(async () => (await call(t, read, 'GET', '/api/news/filtered')).statusCode === 401, 'this instance to refuse it', 1000);
    await waitFor(async () => (await call(other, read, 'GET', '/api/news/filtered')).statusCode === 401, 'the other instance to refuse it', 1000);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });
});
