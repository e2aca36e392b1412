import { EDITION_MAX, EDITION_MAX_PER_SOURCE, EDITION_MIN, editionSchema, type Edition } from '@tidings/contracts/briefing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionDay } from './edition/edition-day.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const HOUR = 3_600_000;
const TOKYO = { 'x-time-zone': 'Asia/Tokyo' };

/** 18 stories of the last day from six outlets (three stories each), one told by three outlets, and two old ones. */
function fixtures(now: number) {
  const records = [];
  for (let i = 0; i < 18; i++) {
    records.push(article({ title: `Story ${i} of the day`, source: `Outlet ${i % 6}`, clusterId: `day-${i}`, publishedAt: new Date(now - (1 + i) * HOUR), newsScore: 9 - i / 3 }));
  }
  for (const source of ['Outlet 1', 'Outlet 2']) records.push(article({ title: 'Story 0 told again', source, clusterId: 'day-0', publishedAt: new Date(now - 2 * HOUR) }));
  for (let i = 0; i < 2; i++) records.push(article({ title: `Old story ${i}`, source: 'Outlet 0', publishedAt: new Date(now - (100 + i) * HOUR) }));
  return records;
}

describe("today's edition", () => {
  let t: TestApp;
  const cookie = () => sessionCookie(t.keys.privateKey, { sub: 'edition-reader' });
  const ids: string[] = [];

  beforeAll(async () => {
    t = await build();
    ids.push(...(await seed(t.app, fixtures(Date.now()))));
  });
  afterAll(() => t.close());

  const edition = async (headers: Record<string, string> = TOKYO, app = t): Promise<Edition> => {
    const response = await app.app.inject({ url: '/api/edition', headers: { cookie: cookie(), ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    return editionSchema.strict().parse(response.json());
  };

  it('is the day’s stories, one card per story, at most two per outlet, finite', async () => {
    const today = await edition();
    expect(today.items.length).toBeGreaterThanOrEqual(EDITION_MIN);
    expect(today.items.length).toBeLessThanOrEqual(EDITION_MAX);
    const titles = today.items.map((item) => item.article.title);
    expect(titles.filter((title) => title.startsWith('Story 0'))).toHaveLength(1);
    expect(titles.some((title) => title.startsWith('Old story'))).toBe(false);
    const perSource = new Map<string, number>();
    for (const item of today.items) perSource.set(item.article.source, (perSource.get(item.article.source) ?? 0) + 1);
    expect(Math.max(...perSource.values())).toBeLessThanOrEqual(EDITION_MAX_PER_SOURCE);
    const widelyTold = today.items.find((item) => item.article.title.startsWith('Story 0'))!;
    expect(widelyTold).toMatchObject({ sourceCount: 3, article: { sourceCount: 3 }, followed: [] });
    expect(today.items[0]!.summary).toMatch(/^Summary of story \d+\.$/);
    expect(today.read).toEqual([]);
  });

  it('is of the reader’s day in their time zone, and due again at the next 06:00 there', async () => {
    const today = await edition();
    const day = editionDay(new Date(today.builtAt), 'Asia/Tokyo');
    expect(today).toMatchObject({ date: day.date, timeZone: 'Asia/Tokyo', nextAt: day.nextAt.toISOString() });
  });

  it('stays as built for the day: new stories wait for the next edition', async () => {
    const before = await edition();
    await seed(t.app, [article({ title: 'Breaking after the edition', source: 'Outlet 9', newsScore: 10, publishedAt: new Date() })]);
    t.app.feed.pool.reread();
    const after = await edition();
    expect(after.items.map((item) => item.article.id)).toEqual(before.items.map((item) => item.article.id));
    expect(after.builtAt).toBe(before.builtAt);
  });

  it('progress: an item counts as read when the reader read its article or another of its story', async () => {
    const today = await edition();
    const widelyTold = today.items.find((item) => item.article.title.startsWith('Story 0'))!;
    const otherOutlet = ids[18]!; // "Story 0 told again" by Outlet 1, not the card itself
    const single = today.items.find((item) => item !== widelyTold)!;
    await t.app.projection.markSeen('edition-reader', [otherOutlet, single.article.id], 'read');
    const after = await edition();
    expect(new Set(after.read)).toEqual(new Set([widelyTold.article.id, single.article.id]));
    // A view is not a read.
    const third = today.items.find((item) => item !== widelyTold && item !== single)!;
    await t.app.projection.markSeen('edition-reader', [third.article.id], 'viewed');
    expect((await edition()).read).not.toContain(third.article.id);
  });

  it('a followed topic ranks up and is named; a muted one leaves the edition', async () => {
    const topicReader = sessionCookie(t.keys.privateKey, { sub: 'topic-reader' });
    for (const body of [
      { label: 'Story 17', kind: 'keyword', rule: 'follow' },
      { label: 'Story 0', kind: 'keyword', rule: 'mute', muteFor: '24h' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/topics', headers: { cookie: topicReader }, payload: body });
      expect(response.statusCode, response.body).toBe(200);
    }
    const response = await t.app.inject({ url: '/api/edition', headers: { cookie: topicReader, ...TOKYO } });
    const mine = editionSchema.parse(response.json());
    const titles = mine.items.map((item) => item.article.title);
    expect(titles.some((title) => title.startsWith('Story 0 '))).toBe(false);
    expect(mine.items.find((item) => item.article.title === 'Story 17 of the day')?.followed).toEqual(['Story 17']);
  });

  it('is the reader’s data: exported with their account, erased with it', async () => {
    const today = await edition();
    const exported = await t.app.newsUserData.export('edition-reader');
    expect(exported.editions).toEqual([{ date: today.date, timeZone: 'Asia/Tokyo', builtAt: today.builtAt, articleIds: expect.arrayContaining(today.items.map((item) => item.article.id)) }]);
    await t.app.newsUserData.erase('erased-reader');
    expect((await t.app.newsUserData.export('edition-reader')).editions).toHaveLength(1);
    await t.app.newsUserData.erase('edition-reader');
    expect((await t.app.newsUserData.export('edition-reader')).editions).toEqual([]);
  });

  it('400 for an unknown time zone, 401 without a session', async () => {
    const bad = await t.app.inject({ url: '/api/edition', headers: { cookie: cookie(), 'x-time-zone': 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await t.app.inject({ url: '/api/edition' })).statusCode).toBe(401);
  });
});

describe("today's edition on two instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances();
    await seed(a.app, fixtures(Date.now()));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('one edition per reader and day, whichever instance builds it, even at the same moment', async () => {
    const cookie = sessionCookie(a.keys.privateKey, { sub: 'two-devices' });
    const call = (app: TestApp) => app.app.inject({ url: '/api/edition', headers: { cookie, ...TOKYO } });
    const [fromA, fromB] = await Promise.all([call(a), call(b)]);
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect(fromB.statusCode, fromB.body).toBe(200);
    const first = editionSchema.parse(fromA.json());
    const second = editionSchema.parse(fromB.json());
    expect(second.builtAt).toBe(first.builtAt);
    expect(second.items.map((item) => item.article.id)).toEqual(first.items.map((item) => item.article.id));
    // Read through one instance, the progress shows on the other.
    await a.app.projection.markSeen('two-devices', [first.items[0]!.article.id], 'read');
    expect(editionSchema.parse((await call(b)).json()).read).toEqual([first.items[0]!.article.id]);
  });
});

describe("today's edition before any news", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('is empty and not kept: the first stories to arrive make the day’s edition', async () => {
    const cookie = sessionCookie(t.keys.privateKey, { sub: 'early-reader' });
    const call = async () => editionSchema.parse((await t.app.inject({ url: '/api/edition', headers: { cookie, ...TOKYO } })).json());
    expect((await call()).items).toEqual([]);
    await seed(t.app, fixtures(Date.now()));
    t.app.feed.pool.reread();
    expect((await call()).items.length).toBeGreaterThanOrEqual(EDITION_MIN);
  });
});
