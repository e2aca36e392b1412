import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signedInUser, TestClock, type TestApp } from './test/helper.js';

describe('sessions: POST /api/sessions/start and /api/sessions/end', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await build({ clock });
  });
  afterAll(() => t.close());

  const start = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: cookie ? { cookie } : {}, payload });
  const end = (cookie: string, sessionId: string) => t.app.inject({ method: 'POST', url: '/api/sessions/end', headers: { cookie }, payload: { sessionId } });
  const stored = (sessionId: string) => t.app.db.collection('sessions').find({ sessionId }).toArray();

  it('401 without a session cookie', async () => {
    const response = await start(undefined, { sessionId: randomUUID() });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
    expect((await t.app.inject({ method: 'POST', url: '/api/sessions/end', payload: { sessionId: randomUUID() } })).statusCode).toBe(401);
  });

  it("starts an active session for the token's user, platform 'web' by default", async () => {
    const { userId, cookie } = signedInUser(t);
    const sessionId = randomUUID();
    const response = await start(cookie, { sessionId, userId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sessionId, userId, platform: 'web', isActive: true, sessionEndTs: null });
    expect(response.json().sessionStartTs).toBe(clock.now().toISOString());
  });

  it('is idempotent per id: a repeat answers the same session and stores nothing new', async () => {
    const { cookie } = signedInUser(t);
    const sessionId = randomUUID();
    const first = await start(cookie, { sessionId, platform: 'android' });
    clock.advance(5000);
    const again = await start(cookie, { sessionId, platform: 'android' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stored(sessionId)).toHaveLength(1);
  });

  it('20 concurrent identical starts store exactly one session, all answered alike', async () => {
    const { cookie } = signedInUser(t);
    const sessionId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => start(cookie, { sessionId })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await stored(sessionId)).toHaveLength(1);
  });

  it("403 when the body's userId is not the token's, and nothing is stored", async () => {
    const { cookie } = signedInUser(t);
    const sessionId = randomUUID();
    const response = await start(cookie, { sessionId, userId: 'someone-else' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await stored(sessionId)).toHaveLength(0);
  });

  it("403 on another user's session id, for start and end, and the session is unchanged", async () => {
    const owner = signedInUser(t);
    const other = signedInUser(t);
    const sessionId = randomUUID();
    const created = await start(owner.cookie, { sessionId });
    const stolenStart = await start(other.cookie, { sessionId });
    expect(stolenStart.statusCode).toBe(403);
    const stolenEnd = await end(other.cookie, sessionId);
    expect(stolenEnd.statusCode).toBe(403);
    expect(stolenEnd.json().code).toBe('FORBIDDEN');
    const [record] = await stored(sessionId);
    expect(record).toMatchObject({ userId: owner.userId, isActive: true, sessionEndTs: null });
    expect((await start(owner.cookie, { sessionId })).json()).toEqual(created.json());
  });

  it('validates: ids exactly 36 characters, platform at most 50, no unknown fields', async () => {
    const { cookie } = signedInUser(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ sessionId: randomUUID().slice(1) }, 'sessionId', 'sessionId must be exactly 36 characters'],
      [{ sessionId: `${randomUUID()}x` }, 'sessionId', 'sessionId must be exactly 36 characters'],
      [{}, 'sessionId', 'sessionId is required'],
      [{ sessionId: randomUUID(), platform: 'p'.repeat(51) }, 'platform', 'platform must be at most 50 characters'],
      [{ sessionId: randomUUID(), platform: '' }, 'platform', 'platform cannot be empty'],
      [{ sessionId: randomUUID(), isActive: false }, 'isActive', expect.any(String) as unknown as string],
    ];
    for (const [payload, field, message] of cases) {
      const response = await start(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
    expect((await start(cookie, { sessionId: randomUUID(), platform: 'p'.repeat(50) })).statusCode).toBe(200);
    const badEnd = await t.app.inject({ method: 'POST', url: '/api/sessions/end', headers: { cookie }, payload: { sessionId: 'short' } });
    expect(badEnd.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'sessionId must be exactly 36 characters' });
  });

  it('a new session ends the same platform’s active one and stale ones elsewhere, not fresh ones elsewhere', async () => {
    const { cookie } = signedInUser(t);
    const [webOld, iosFresh, androidStale, webNew] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await start(cookie, { sessionId: androidStale, platform: 'android' });
    clock.advance(31 * 60_000); // androidStale is now idle for 31 minutes
    await start(cookie, { sessionId: webOld }); // ends androidStale
    const staleEndedAt = clock.now();
    await start(cookie, { sessionId: iosFresh, platform: 'ios' });
    clock.advance(60_000);
    await start(cookie, { sessionId: webNew });
    const state = async (id: string) => (await stored(id))[0]!;
    expect(await state(webOld)).toMatchObject({ isActive: false, sessionEndTs: clock.now() });
    expect(await state(androidStale)).toMatchObject({ isActive: false, sessionEndTs: staleEndedAt });
    expect(await state(iosFresh)).toMatchObject({ isActive: true, sessionEndTs: null });
    expect(await state(webNew)).toMatchObject({ isActive: true });
  });

  it('ends a session once: isActive false and sessionEndTs; ending again changes nothing', async () => {
    const { cookie } = signedInUser(t);
    const sessionId = randomUUID();
    await start(cookie, { sessionId });
    clock.advance(10_000);
    const ended = await end(cookie, sessionId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ sessionId, isActive: false, sessionEndTs: clock.now().toISOString() });
    clock.advance(10_000);
    const again = await end(cookie, sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ended.json());
    // A repeated start does not bring it back.
    expect((await start(cookie, { sessionId })).json()).toMatchObject({ isActive: false });
  });

  it('404 TRACKING_SESSION_NOT_FOUND when ending an unknown session', async () => {
    const { cookie } = signedInUser(t);
    const response = await end(cookie, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TRACKING_SESSION_NOT_FOUND');
  });
});
