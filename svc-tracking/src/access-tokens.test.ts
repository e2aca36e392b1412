// svc-tracking with personal access tokens (issue 27): reads (the streak) need `read`, writes
// (reads of articles, reading sessions) need `write`, and each token spends its own write budget.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenBearer } from '@tidings/service-kit/testing/session';
import { build, knownArticles, signedInUser, type TestApp } from './test/helper.js';

describe('svc-tracking with access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { USER_RATE_LIMIT_WRITES: '3' } });
    await knownArticles(t, 'story-1');
  });
  afterAll(() => t.close());

  const token = (sub: string, scp: string[], tid = randomUUID().slice(0, 16)) => accessTokenBearer(t.keys.privateKey, { sub, scp, tid });
  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('a read token reads the streak but records nothing; a write token records', async () => {
    const userId = `user-${randomUUID()}`;
    const read = { authorization: token(userId, ['read']) };
    expect((await call(read, 'GET', '/api/user/streak')).statusCode).toBe(200);
    const refused = await call(read, 'POST', '/api/news/story-1/read', { timeSpentSeconds: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect((await call(read, 'POST', '/api/sessions/start', { sessionId: randomUUID() })).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect(await t.app.db.collection('read_articles').countDocuments({ userId })).toBe(0);

    const write = { authorization: token(userId, ['write']) };
    expect((await call(write, 'POST', '/api/news/story-1/read', { timeSpentSeconds: 5 })).statusCode).toBe(200);
    expect((await call(write, 'GET', '/api/user/streak')).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect(await t.app.db.collection('read_articles').countDocuments({ userId })).toBe(1);
  });

  it("counts a token's writes in its own budget: a busy script does not spend the browser's", async () => {
    const { userId, cookie } = signedInUser(t);
    const script = { authorization: token(userId, ['write']) };
    const start = (headers: Record<string, string>) => call(headers, 'POST', '/api/sessions/start', { sessionId: randomUUID() }).then((response) => response.statusCode);
    expect([await start(script), await start(script), await start(script), await start(script)]).toEqual([200, 200, 200, 429]);
    expect(await start({ cookie })).toBe(200);
    expect(await start({ authorization: token(userId, ['write']) })).toBe(200);
  });
});
