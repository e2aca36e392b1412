import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from './lib/calendar.js';
import { build, knownArticles, signedInUser, TestClock, type TestApp } from './test/helper.js';
import { referenceStreak, ZONES } from './test/streak-reference.js';

describe('reads: POST and PATCH /api/news/{id}/read; GET /api/user/streak', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await build({ clock });
    // The articles these tests read, as svc-news would have them ('never-read' exists, unread).
    await knownArticles(t, 'article-1', 'article-2', 'busy', 'never-read', 'late', 'early', 'e1', 'e2', ...Array.from({ length: 6 }, (_, i) => `a${i}`));
  });
  afterAll(() => t.close());

  const headersOf = (cookie?: string, timeZone?: string) => ({ ...(cookie ? { cookie } : {}), ...(timeZone ? { 'x-time-zone': timeZone } : {}) });
  const read = (cookie: string | undefined, id: string, payload?: Record<string, unknown>, timeZone?: string) =>
    t.app.inject({ method: 'POST', url: `/api/news/${id}/read`, headers: headersOf(cookie, timeZone), ...(payload ? { payload } : {}) });
  const addTime = (cookie: string | undefined, id: string, payload: Record<string, unknown>, timeZone?: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/news/${id}/read`, headers: headersOf(cookie, timeZone), payload });
  const streak = (cookie: string | undefined, timeZone?: string) => t.app.inject({ method: 'GET', url: '/api/user/streak', headers: headersOf(cookie, timeZone) });
  const reads = (userId: string) => t.app.db.collection('read_articles').find({ userId }).toArray();

  it('401 without a session cookie', async () => {
    expect((await read(undefined, 'n1', { timeSpentSeconds: 0 })).statusCode).toBe(401);
    expect((await addTime(undefined, 'n1', { additionalTimeSpentSeconds: 1 })).statusCode).toBe(401);
    expect((await streak(undefined)).statusCode).toBe(401);
  });

  it('records a read once per article; a repeat adds its time; PATCH adds whole seconds', async () => {
    const { userId, cookie } = signedInUser(t);
    const first = await read(cookie, 'article-1', { timeSpentSeconds: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ newsId: 'article-1', readAt: clock.now().toISOString(), timeSpentSeconds: 0, lastAccessedAt: clock.now().toISOString() });
    clock.advance(30_000);
    const again = await read(cookie, 'article-1', { timeSpentSeconds: 12 });
    expect(again.json()).toMatchObject({ readAt: first.json().readAt, timeSpentSeconds: 12, lastAccessedAt: clock.now().toISOString() });
    const patched = await addTime(cookie, 'article-1', { additionalTimeSpentSeconds: 30 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().timeSpentSeconds).toBe(42);
    // No body at all is a read with zero time (the reader posts on open).
    expect((await read(cookie, 'article-2')).statusCode).toBe(200);
    expect(await reads(userId)).toHaveLength(2);
  });

  it('20 concurrent POSTs of one read store one record; 20 concurrent PATCHes lose no second', async () => {
    const { userId, cookie } = signedInUser(t);
    const posts = await Promise.all(Array.from({ length: 20 }, () => read(cookie, 'busy', { timeSpentSeconds: 1 })));
    expect(posts.every((r) => r.statusCode === 200)).toBe(true);
    const patches = await Promise.all(Array.from({ length: 20 }, () => addTime(cookie, 'busy', { additionalTimeSpentSeconds: 2 })));
    expect(patches.every((r) => r.statusCode === 200)).toBe(true);
    const stored = await reads(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.timeSpentSeconds).toBe(60);
  });

  it('404 TRACKING_READ_NOT_FOUND when adding time to an article never read', async () => {
    const { userId, cookie } = signedInUser(t);
    const response = await addTime(cookie, 'never-read', { additionalTimeSpentSeconds: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TRACKING_READ_NOT_FOUND');
    expect(await reads(userId)).toHaveLength(0);
  });

  it('validates whole seconds, bounds, the article id and the time zone header', async () => {
    const { userId, cookie } = signedInUser(t);
    const cases: Array<[() => ReturnType<typeof read>, string]> = [
      [() => read(cookie, 'a', { timeSpentSeconds: 2.5 }), 'timeSpentSeconds must be whole seconds'],
      [() => read(cookie, 'a', { timeSpentSeconds: -1 }), 'timeSpentSeconds cannot be negative'],
      [() => read(cookie, 'a', { timeSpentSeconds: 86_401 }), 'timeSpentSeconds must be at most 86400'],
      [() => read(cookie, 'a', { timeSpent: 3 }), expect.stringContaining('timeSpent') as unknown as string],
      [() => addTime(cookie, 'a', { additionalTimeSpentSeconds: 1.5 }), 'additionalTimeSpentSeconds must be whole seconds'],
      [() => addTime(cookie, 'a', {}), 'additionalTimeSpentSeconds must be a number of seconds'],
      [() => read(cookie, 'x'.repeat(65), { timeSpentSeconds: 0 }), 'newsId must be at most 64 characters'],
      [() => read(cookie, 'a', { timeSpentSeconds: 0 }, 'Mars/Olympus_Mons'), 'x-time-zone must be an IANA time zone name like Europe/Dublin'],
      [() => streak(cookie, 'not a zone'), 'x-time-zone must be an IANA time zone name like Europe/Dublin'],
    ];
    for (const [call, message] of cases) {
      const response = await call();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await reads(userId)).toHaveLength(0);
  });

  it('answers the streak shape, zeroes before any read, in UTC without a header', async () => {
    const { cookie } = signedInUser(t);
    expect((await streak(cookie)).json()).toEqual({
      currentStreak: 0,
      maxStreak: 0,
      lastStreakDate: null,
      articlesReadToday: 0,
      totalArticlesRead: 0,
      dailyGoal: 3,
      timeZone: 'UTC',
    });
    expect((await streak(cookie, 'europe/dublin')).json().timeZone).toBe('Europe/Dublin');
  });

  it("counts the user's calendar days: 23:59 and 00:01 in Dublin are two days on the night the clocks go back", async () => {
    const { cookie } = signedInUser(t);
    const zone = 'Europe/Dublin';
    clock.set('2024-10-26T22:59:00Z'); // 23:59 IST on Saturday the 26th
    await read(cookie, 'late', { timeSpentSeconds: 0 }, zone);
    clock.set('2024-10-26T23:01:00Z'); // 00:01 IST on Sunday the 27th (still the 26th in UTC)
    await read(cookie, 'early', { timeSpentSeconds: 0 }, zone);
    await addTime(cookie, 'early', { additionalTimeSpentSeconds: 20 }, zone);
    clock.set('2024-10-27T23:30:00Z'); // 23:30 GMT on Sunday, the 25-hour day
    expect((await streak(cookie, zone)).json()).toEqual({
      currentStreak: 2,
      maxStreak: 2,
      lastStreakDate: '2024-10-27',
      articlesReadToday: 1,
      totalArticlesRead: 2,
      dailyGoal: 3,
      timeZone: zone,
    });
    // Monday: yesterday still holds the streak; nothing read today.
    clock.set('2024-10-28T12:00:00Z');
    expect((await streak(cookie, zone)).json()).toMatchObject({ currentStreak: 2, articlesReadToday: 0 });
    // Tuesday: the streak is broken, the best run remembered.
    clock.set('2024-10-29T00:30:00Z');
    expect((await streak(cookie, zone)).json()).toMatchObject({ currentStreak: 0, maxStreak: 2, lastStreakDate: '2024-10-27' });
    // A read today starts again at 1; reading an old article again counts as reading today.
    await read(cookie, 'late', undefined, zone);
    expect((await streak(cookie, zone)).json()).toMatchObject({ currentStreak: 1, maxStreak: 2, articlesReadToday: 1, totalArticlesRead: 2 });
    clock.set(Date.now());
  });

  it('an engagement "read" counts for the streak too', async () => {
    const { cookie } = signedInUser(t);
    clock.set('2024-03-10T04:30:00Z'); // 23:30 EST on the 9th in New York
    await t.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie, 'x-time-zone': 'America/New_York' }, payload: { sessionId: randomUUID(), newsId: 'e1', engagementType: 'read' } });
    clock.set('2024-03-11T03:30:00Z'); // 23:30 EDT on the 10th (a 23-hour day)
    await read(cookie, 'e2', undefined, 'America/New_York');
    expect((await streak(cookie, 'America/New_York')).json()).toMatchObject({ currentStreak: 2, lastStreakDate: '2024-03-10', articlesReadToday: 1, totalArticlesRead: 2 });
    clock.set(Date.now());
  });

  it('matches the reference streak on random reading timelines through the API (property)', async () => {
    const timeline = fc.record({
      zone: fc.constantFrom(...ZONES),
      start: fc.integer({ min: Date.parse('2023-01-01T00:00:00Z'), max: Date.parse('2026-01-01T00:00:00Z') }),
      // Minutes between successive reads (0 to about 2.5 days) and which of 6 articles each is.
      steps: fc.array(fc.tuple(fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 0, max: 5 })), { minLength: 1, maxLength: 12 }),
      waitAfter: fc.integer({ min: 0, max: 3000 }),
    });
    await fc.assert(
      fc.asyncProperty(timeline, async ({ zone, start, steps, waitAfter }) => {
        const { cookie } = signedInUser(t);
        let now = start;
        const instants: number[] = [];
        const lastReadOf = new Map<string, number>();
        for (const [minutes, article] of steps) {
          now += minutes * 60_000;
          clock.set(now);
          const response = await read(cookie, `a${article}`, undefined, zone);
          expect(response.statusCode).toBe(200);
          instants.push(now);
          lastReadOf.set(`a${article}`, now);
        }
        now += waitAfter * 60_000;
        clock.set(now);
        const today = localDay(new Date(now), zone);
        const answer = (await streak(cookie, zone)).json();
        expect(answer).toEqual({
          ...referenceStreak(instants, now, zone),
          articlesReadToday: [...lastReadOf.values()].filter((t) => localDay(new Date(t), zone) === today).length,
          totalArticlesRead: lastReadOf.size,
          dailyGoal: 3,
          timeZone: zone,
        });
      }),
      { numRuns: 25 },
    );
    clock.set(Date.now());
  });
});
