// The inbox of followed topics (issue 32): its selection as a unit, then the calls on the real engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKING_WINDOW_MS, INBOX_DAYS, INBOX_MAX, inboxSchema, inboxVisitSchema, topicKey, type TopicKind } from '@tidings/contracts/briefing';
import { inboxJson, selectInbox } from './inbox/select-inbox.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';
import { poolArticle } from './test/pool-articles.js';
import type { ActiveTopic, TopicRules } from './topics/topic-match.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-29T12:00:00Z');
const topic = (kind: TopicKind, label: string): ActiveTopic => ({ key: topicKey(kind, label), label, kind });
const follows = (...topics: ActiveTopic[]): TopicRules => ({ follows: topics, mutes: [] });

describe('selectInbox', () => {
  const strike = topic('keyword', 'port strike');
  const dunmore = topic('place', 'Dunmore');

  it('lists the newest article of each story on a followed topic, newest first, within INBOX_DAYS', () => {
    const a = poolArticle('Port strike begins', 'Dockers in Dunmore walk out.', NOW - 30 * HOUR, { clusterId: 'strike-1' });
    const b = poolArticle('Port strike: talks fail', 'No deal.', NOW - 5 * HOUR, { clusterId: 'strike-1', source: 'Outlet B' });
    const c = poolArticle('Dunmore ferry delayed', 'Fog.', NOW - 2 * HOUR, { clusterId: 'ferry' });
    const d = poolArticle('Markets steady', 'Nothing moved.', NOW - HOUR, { clusterId: 'markets' });
    const old = poolArticle('Port strike threatened', 'Unions warn.', NOW - INBOX_DAYS * DAY - 1, { clusterId: 'strike-0' });
    const entries = selectInbox([a, b, c, d, old], follows(strike, dunmore), null, NOW);
    expect(entries.map((entry) => entry.article.title)).toEqual(['Dunmore ferry delayed', 'Port strike: talks fail']);
    expect(entries.map((entry) => entry.topics)).toEqual([['Dunmore'], ['port strike']]);
    // Before any visit every item is unread.
    expect(entries.every((entry) => entry.unread)).toBe(true);
  });

  it('marks unread after the last visit and breaking within BREAKING_WINDOW_MS', () => {
    const fresh = poolArticle('Port strike ends', 'Deal.', NOW - BREAKING_WINDOW_MS, { clusterId: 'x' });
    const older = poolArticle('Port strike vote', 'Ballot.', NOW - BREAKING_WINDOW_MS - 1, { clusterId: 'y' });
    const entries = selectInbox([fresh, older], follows(strike), new Date(NOW - BREAKING_WINDOW_MS - 1), NOW);
    expect(entries.map((entry) => [entry.article.title, entry.unread, entry.breaking])).toEqual([
      ['Port strike ends', true, true],
      ['Port strike vote', false, false],
    ]);
    const json = inboxSchema.parse(JSON.parse(inboxJson(entries, new Date(NOW - BREAKING_WINDOW_MS - 1))));
    expect(json).toMatchObject({ unread: 1, lastVisitAt: new Date(NOW - BREAKING_WINDOW_MS - 1).toISOString(), items: [{ article: { title: 'Port strike ends' } }, {}] });
  });

  it('leaves out muted stories, lists nothing without follows, and holds at most INBOX_MAX', () => {
    const muted = poolArticle('Port strike in Dunmore', 'Dockers.', NOW - HOUR, { clusterId: 'm' });
    expect(selectInbox([muted], { follows: [strike], mutes: [dunmore] }, null, NOW)).toEqual([]);
    expect(selectInbox([muted], { follows: [], mutes: [] }, null, NOW)).toEqual([]);
    const many = Array.from({ length: INBOX_MAX + 5 }, (_, i) => poolArticle(`Port strike day ${i}`, 'More.', NOW - i * HOUR, { clusterId: `s${i}` }));
    const entries = selectInbox(many, follows(strike), null, NOW);
    expect(entries).toHaveLength(INBOX_MAX);
    expect(entries[0]!.article.title).toBe('Port strike day 0');
  });
});

describe('the inbox: the calls', () => {
  let t: TestApp;
  const cookie = (sub: string) => sessionCookie(t.keys.privateKey, { sub });
  const call = (method: 'GET' | 'POST', url: string, sub: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: sub ? { cookie: cookie(sub) } : {}, ...(payload ? { payload } : {}) });
  const inbox = async (sub: string) => {
    const response = await call('GET', '/api/inbox', sub);
    expect(response.statusCode).toBe(200);
    return inboxSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await build();
    const ago = (ms: number) => new Date(Date.now() - ms);
    await seed(t.app, [
      article({ title: 'Port strike ends in Dunmore', content: 'Dockers return.', publishedAt: ago(HOUR), clusterId: 'strike', source: 'Outlet 1' }),
      article({ title: 'Dunmore dockers back at work', content: 'The port strike is over.', publishedAt: ago(2 * HOUR), clusterId: 'strike', source: 'Outlet 2' }),
      article({ title: 'Harbour Council sets budget', content: 'The port strike cost money.', publishedAt: ago(2 * DAY), clusterId: 'budget', source: 'Outlet 3' }),
      article({ title: 'Ferry timetable grows', content: 'More sailings.', publishedAt: ago(HOUR), clusterId: 'ferry', source: 'Outlet 4' }),
      article({ title: 'Port strike of long ago', content: 'History.', publishedAt: ago((INBOX_DAYS + 1) * DAY), clusterId: 'history', source: 'Outlet 5' }),
    ]);
  });
  afterAll(() => t.close());

  it('is empty without follows; lists followed stories with unread and breaking; a visit clears the unread', async () => {
    expect((await call('GET', '/api/inbox', null)).statusCode).toBe(401);
    expect(await inbox('ann')).toEqual({ items: [], unread: 0, lastVisitAt: null });
    await call('POST', '/api/topics', 'ann', { label: 'Port strike', kind: 'keyword', rule: 'follow' });
    const first = await inbox('ann');
    expect(first.items.map((item) => [item.article.title, item.topics, item.unread, item.breaking])).toEqual([
      ['Port strike ends in Dunmore', ['Port strike'], true, true],
      ['Harbour Council sets budget', ['Port strike'], true, false],
    ]);
    expect(first.unread).toBe(2);

    const visit = await call('POST', '/api/inbox/visit', 'ann');
    expect(visit.statusCode).toBe(200);
    const { lastVisitAt } = inboxVisitSchema.parse(visit.json());
    expect(Math.abs(Date.parse(lastVisitAt) - Date.now())).toBeLessThan(5000);
    const after = await inbox('ann');
    expect(after).toMatchObject({ unread: 0, lastVisitAt });
    expect(after.items.map((item) => item.unread)).toEqual([false, false]);

    // A story published after the visit is unread.
    await seed(t.app, [article({ title: 'Port strike: a new vote', content: 'Again.', publishedAt: new Date(Date.now() + 1000), clusterId: 'vote', source: 'Outlet 6' })]);
    const later = await inbox('ann');
    expect(later.items[0]).toMatchObject({ article: { title: 'Port strike: a new vote' }, unread: true, breaking: true });
    expect(later.unread).toBe(1);
    // Another reader's visit is theirs.
    expect((await inbox('bo')).lastVisitAt).toBeNull();
  });

  it('leaves out muted topics', async () => {
    await call('POST', '/api/topics', 'cy', { label: 'Port strike', kind: 'keyword', rule: 'follow' });
    await call('POST', '/api/topics', 'cy', { label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: '24h' });
    expect((await inbox('cy')).items.map((item) => item.article.title)).not.toContain('Port strike ends in Dunmore');
    expect((await inbox('cy')).items.map((item) => item.article.title)).toContain('Harbour Council sets budget');
  });
});
