// Follows and mutes on two svc-news instances (issue 32): a rule written through one holds on the
// very next feed and inbox the other serves, even one whose caches hold the reader's last page.
import { inboxSchema } from '@tidings/contracts/briefing';
import { newsArticleListSchema } from '@tidings/contracts/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, seed } from './test/articles.js';
import { sessionCookie, type TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('topics on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances();
    await seed(a.app, [
      article({ title: 'Dunmore port strike ends', content: 'Dockers return.', publishedAt: ago(1), source: 'Outlet 1' }),
      article({ title: 'Ferry timetable grows', content: 'More sailings.', publishedAt: ago(2), source: 'Outlet 2' }),
      article({ title: 'Mara Lindqvist opens the harbour wall', content: 'In Kelso.', publishedAt: ago(20), source: 'Outlet 3' }),
    ]);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const cookie = (userId: string) => sessionCookie(a.keys.privateKey, { sub: userId });
  const titles = async (t: TestApp, userId: string) => {
    const response = await t.app.inject({ url: '/api/news/filtered', headers: { cookie: cookie(userId) } });
    expect(response.statusCode).toBe(200);
    return newsArticleListSchema.parse(response.json()).map((item) => item.title);
  };
  const write = async (t: TestApp, userId: string, method: 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie: cookie(userId) }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeLessThan(300);
  };

  it("a mute through A leaves the feed B serves at B's next read; unmuting through A brings it back", async () => {
    // B has ranked and cached the reader's page.
    expect(await titles(b, 'ann')).toContain('Dunmore port strike ends');
    expect(await titles(b, 'ann')).toContain('Dunmore port strike ends');
    await write(a, 'ann', 'POST', '/api/topics', { label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: '7d' });
    expect(await titles(b, 'ann')).toEqual(['Ferry timetable grows', 'Mara Lindqvist opens the harbour wall']);
    await write(a, 'ann', 'DELETE', '/api/topics/place%3Adunmore');
    expect(await titles(b, 'ann')).toContain('Dunmore port strike ends');
  });

  it("a follow through A ranks up on B's next read and fills B's inbox", async () => {
    expect((await titles(b, 'bo'))[0]).toBe('Dunmore port strike ends');
    await write(a, 'bo', 'POST', '/api/topics', { label: 'Mara Lindqvist', kind: 'person', rule: 'follow' });
    expect((await titles(b, 'bo'))[0]).toBe('Mara Lindqvist opens the harbour wall');
    const inbox = inboxSchema.parse((await b.app.inject({ url: '/api/inbox', headers: { cookie: cookie('bo') } })).json());
    expect(inbox.items.map((item) => item.article.title)).toEqual(['Mara Lindqvist opens the harbour wall']);
  });
});
