// Topics the reader follows or mutes (issue 32): mute expiry and matching as units, then the calls
// on the real engines — validation, the limit, the article's topics, the feed, tokens, the user's
// data and the query plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleTopicsSchema, TOPICS_MAX, topicKey, topicListSchema, topicSchema, type TopicBody } from '@tidings/contracts/briefing';
import { newsArticleListSchema } from '@tidings/contracts/news';
import { newsExportSchema, USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { recordQueries, scanningQueries } from '@tidings/service-kit/testing/query-plans';
import { accessTokenBearer } from '@tidings/service-kit/testing/session';
import type { UserProfile } from './projection/profile-store.js';
import { FEED_WEIGHTS, rankFeed } from './feed/rank-feed.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, type TestApp } from './test/helper.js';
import { poolArticle } from './test/pool-articles.js';
import { articleTopics } from './topics/article-topics.js';
import { isMuted, matchedTopics, matchesTopic, type ActiveTopic } from './topics/topic-match.js';
import { isInForce, muteEnd, rulesOf, type TopicRecord } from './topics/topic-repository.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const T0 = new Date('2026-11-29T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const topic = (kind: ActiveTopic['kind'], label: string): ActiveTopic => ({ key: topicKey(kind, label), label, kind });
const record = (body: TopicBody, now = T0): TopicRecord =>
  ({ userId: 'u', key: topicKey(body.kind, body.label), label: body.label, kind: body.kind, rule: body.rule, until: muteEnd(body, now), createdAt: now } as TopicRecord);

describe('mute expiry', () => {
  it('a mute for 24 h is in force at +23 h 59 and over at +24 h', () => {
    const mute = record({ label: 'Port strike', kind: 'keyword', rule: 'mute', muteFor: '24h' });
    expect(mute.until).toEqual(at(24 * HOUR));
    expect(isInForce(mute, at(23 * HOUR + 59 * MINUTE))).toBe(true);
    expect(rulesOf([mute], at(23 * HOUR + 59 * MINUTE)).mutes).toEqual([{ key: 'keyword:port strike', label: 'Port strike', kind: 'keyword' }]);
    expect(isInForce(mute, at(24 * HOUR))).toBe(false);
    expect(rulesOf([mute], at(24 * HOUR))).toEqual({ follows: [], mutes: [] });
  });

  it('7 and 30 days end then; a mute for good and a follow never end', () => {
    expect(muteEnd({ rule: 'mute', muteFor: '7d' }, T0)).toEqual(at(7 * 24 * HOUR));
    expect(muteEnd({ rule: 'mute', muteFor: '30d' }, T0)).toEqual(at(30 * 24 * HOUR));
    const forever = record({ label: 'Mara Lindqvist', kind: 'person', rule: 'mute', muteFor: 'forever' });
    const follow = record({ label: 'Dunmore', kind: 'place', rule: 'follow' });
    expect(forever.until).toBeNull();
    expect(follow.until).toBeNull();
    const muchLater = at(100 * 365 * 24 * HOUR);
    expect(rulesOf([forever, follow], muchLater)).toEqual({
      mutes: [{ key: 'person:lindqvist', label: 'Mara Lindqvist', kind: 'person' }],
      follows: [{ key: 'place:dunmore', label: 'Dunmore', kind: 'place' }],
    });
  });
});

describe('matching an article to a topic', () => {
  const now = T0.getTime();
  it('matches a keyword by its whole words in the title or the text, folded', () => {
    const strike = poolArticle('Dockers walk out', 'The PORT strike at Dunmore enters its third day.', now);
    expect(matchesTopic(strike, topic('keyword', 'port strike'))).toBe(true);
    expect(matchesTopic(strike, topic('keyword', 'Port Strike!'))).toBe(true);
    expect(matchesTopic(strike, topic('keyword', 'strikes'))).toBe(false);
    expect(matchesTopic(strike, topic('keyword', 'port'))).toBe(true);
    expect(matchesTopic(strike, topic('keyword', 'or'))).toBe(false);
  });

  it('matches an entity by the keys stored with the article, or by its name when none are stored', () => {
    const withKeys = { ...poolArticle('Minister visits', 'She said little.', now), entities: ['person:lindqvist', 'place:dunmore'] };
    expect(matchesTopic(withKeys, topic('person', 'Mara Lindqvist'))).toBe(true);
    expect(matchesTopic(withKeys, topic('person', 'Lindqvist'))).toBe(true);
    expect(matchesTopic(withKeys, topic('organisation', 'Harbour Council'))).toBe(false);
    const without = poolArticle('Mara Lindqvist visits', 'She said little.', now);
    expect(matchesTopic(without, topic('person', 'Mara Lindqvist'))).toBe(true);
    expect(matchedTopics(without, [topic('place', 'Dunmore'), topic('person', 'Mara Lindqvist')]).map((t) => t.label)).toEqual(['Mara Lindqvist']);
    expect(isMuted(without, { follows: [], mutes: [topic('place', 'Dunmore')] })).toBe(false);
    expect(isMuted(without, { follows: [], mutes: [topic('keyword', 'visits')] })).toBe(true);
  });

  it("names an article's people, places and organisations with display names whose keys come back to them", () => {
    const topics = articleTopics({
      title: 'Mara Lindqvist backs the harbour plan',
      content: 'Harbour minister Mara Lindqvist told the Harbour Council in Dunmore on Tuesday that Lindqvist would not wait.',
    });
    expect(topics).toContainEqual({ key: 'person:lindqvist', label: 'Mara Lindqvist', kind: 'person' });
    for (const found of topics) expect(topicKey(found.kind, found.label)).toBe(found.key);
    // Only the keys stored with the article, when it has them: those are what the feed matches.
    expect(articleTopics({ title: 'Mara Lindqvist backs the harbour plan', content: '', entities: ['place:nowhere'] })).toEqual([]);
  });
});

describe('the feed with followed and muted topics (ranking)', () => {
  const now = T0.getTime();
  const profile: UserProfile = { interests: [], followingPersonalities: [], blockedTopics: ['football'], goodNewsMode: false };
  const older = poolArticle('Dunmore port strike enters third day', 'Dockers at Dunmore stay out.', now - 20 * HOUR, { clusterId: 'strike', source: 'A' });
  const newer = poolArticle('Markets steady', 'Nothing moved.', now - HOUR, { clusterId: 'markets', source: 'B' });
  const football = poolArticle('Football final at Dunmore', 'A crowd of thousands.', now - HOUR, { clusterId: 'final', source: 'C' });

  it('a followed topic ranks up with its reason; a muted one leaves; blocked topics stay blocked', () => {
    const plain = rankFeed([older, newer, football], profile, new Set(), 10, now);
    expect(plain.map((item) => item.article.title)).toEqual(['Markets steady', 'Dunmore port strike enters third day']);
    const followed = rankFeed([older, newer, football], profile, new Set(), 10, now, false, null, { follows: [topic('keyword', 'port strike')], mutes: [] });
    expect(followed.map((item) => item.article.title)).toEqual(['Dunmore port strike enters third day', 'Markets steady']);
    expect(followed[0]!.reason).toMatch(/^Because you follow port strike · 20 h ago$/);
    expect(followed[0]!.score - plain[1]!.score).toBeCloseTo(FEED_WEIGHTS.topic);
    const muted = rankFeed([older, newer, football], profile, new Set(), 10, now, false, null, { follows: [topic('keyword', 'markets')], mutes: [topic('place', 'Dunmore')] });
    expect(muted.map((item) => item.article.title)).toEqual(['Markets steady']);
  });
});

describe('topics: the calls', () => {
  let t: TestApp;
  let ids: string[];
  const cookie = (sub: string) => sessionCookie(t.keys.privateKey, { sub });

  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [
      article({
        title: 'Mara Lindqvist opens the new harbour wall',
        content: 'Harbour minister Mara Lindqvist opened the wall in Dunmore on Tuesday. Lindqvist thanked the Harbour Council.',
        publishedAt: new Date(Date.now() - 10 * HOUR),
        source: 'Outlet 1',
      }),
      article({ title: 'Ferry timetable grows', content: 'More sailings from the port.', publishedAt: new Date(Date.now() - HOUR), source: 'Outlet 2' }),
      article({ title: 'Dunmore port strike ends', content: 'Dockers return to work.', publishedAt: new Date(Date.now() - 2 * HOUR), source: 'Outlet 3' }),
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, sub: string | null, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(sub ? { cookie: cookie(sub) } : {}), ...headers }, ...(payload ? { payload } : {}) });
  const list = async (sub: string) => topicListSchema.parse((await call('GET', '/api/topics', sub)).json()).topics;
  const feedTitles = async (sub: string) => newsArticleListSchema.parse((await call('GET', '/api/news/filtered', sub)).json()).map((item) => item.title);

  it('follows, mutes (the same key replaces the rule), lists newest first and removes', async () => {
    expect((await call('GET', '/api/topics', null)).statusCode).toBe(401);
    expect(await list('ann')).toEqual([]);
    const followed = await call('POST', '/api/topics', 'ann', { label: '  Mara Lindqvist ', kind: 'person', rule: 'follow' });
    expect(followed.statusCode).toBe(200);
    expect(topicSchema.parse(followed.json())).toMatchObject({ key: 'person:lindqvist', label: 'Mara Lindqvist', kind: 'person', rule: 'follow', until: null });
    const before = Date.now();
    const muted = topicSchema.parse((await call('POST', '/api/topics', 'ann', { label: 'Port strike', kind: 'keyword', rule: 'mute', muteFor: '24h' })).json());
    expect(muted).toMatchObject({ key: 'keyword:port strike', rule: 'mute' });
    expect(Date.parse(muted.until!) - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(Date.parse(muted.until!) - before).toBeLessThanOrEqual(24 * HOUR + 5000);
    expect((await list('ann')).map((item) => item.key)).toEqual(['keyword:port strike', 'person:lindqvist']);
    // Following the muted topic unmutes it: one row, now a follow.
    const replaced = topicSchema.parse((await call('POST', '/api/topics', 'ann', { label: 'port STRIKE', kind: 'keyword', rule: 'follow' })).json());
    expect(replaced).toMatchObject({ key: 'keyword:port strike', rule: 'follow', until: null, label: 'port STRIKE' });
    expect((await list('ann')).map((item) => `${item.rule} ${item.key}`)).toEqual(['follow keyword:port strike', 'follow person:lindqvist']);
    // Another reader sees none of it.
    expect(await list('bo')).toEqual([]);

    const removed = await call('DELETE', `/api/topics/${encodeURIComponent('person:lindqvist')}`, 'ann');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', `/api/topics/${encodeURIComponent('person:lindqvist')}`, 'ann')).statusCode).toBe(204);
    expect((await list('ann')).map((item) => item.key)).toEqual(['keyword:port strike']);
  });

  it('refuses what the contract refuses with stable codes, and changes nothing', async () => {
    await call('POST', '/api/topics', 'cy', { label: 'Dunmore', kind: 'place', rule: 'follow' });
    const stored = await list('cy');
    const refused: [object, number, string][] = [
      [{ label: 'Dunmore', kind: 'place', rule: 'mute' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'Dunmore', kind: 'place', rule: 'follow', muteFor: '24h' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: '2h' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'Dunmore', kind: 'city', rule: 'follow' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'D', kind: 'place', rule: 'follow' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'x'.repeat(61), kind: 'keyword', rule: 'follow' }, 400, 'VALIDATION_FAILED'],
      [{ label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: 'forever', extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ label: '!!', kind: 'keyword', rule: 'follow' }, 400, 'TOPIC_LABEL_INVALID'],
    ];
    for (const [payload, status, code] of refused) {
      const response = await call('POST', '/api/topics', 'cy', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    expect((await call('DELETE', `/api/topics/${'k'.repeat(81)}`, 'cy')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await call('POST', '/api/topics', null, { label: 'Dunmore', kind: 'place', rule: 'follow' })).statusCode).toBe(401);
    expect(await list('cy')).toEqual(stored);
  });

  it(`holds at most ${TOPICS_MAX} topics: 409 TOPICS_LIMIT for a new one, an existing one still changes, an ended mute counts for nothing`, async () => {
    const now = new Date();
    await t.app.topics.model.insertMany(
      Array.from({ length: TOPICS_MAX }, (_, i) => ({ userId: 'dee', key: `keyword:topic ${i}`, label: `topic ${i}`, kind: 'keyword', rule: 'follow', until: null, createdAt: now }))
    );
    const over = await call('POST', '/api/topics', 'dee', { label: 'one more', kind: 'keyword', rule: 'follow' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TOPICS_LIMIT' });
    expect((await call('POST', '/api/topics', 'dee', { label: 'topic 7', kind: 'keyword', rule: 'mute', muteFor: '7d' })).statusCode).toBe(200);
    expect(await list('dee')).toHaveLength(TOPICS_MAX);
    // A mute that ended (the TTL monitor has not removed it yet) is neither listed nor counted.
    await t.app.topics.model.updateOne({ userId: 'dee', key: 'keyword:topic 7' }, { $set: { until: new Date(Date.now() - 1000) } });
    expect(await list('dee')).toHaveLength(TOPICS_MAX - 1);
    expect((await call('POST', '/api/topics', 'dee', { label: 'one more', kind: 'keyword', rule: 'follow' })).statusCode).toBe(200);
    expect((await call('POST', '/api/topics', 'dee', { label: 'and another', kind: 'keyword', rule: 'follow' })).json()).toMatchObject({ code: 'TOPICS_LIMIT' });
  });

  it('expires timed mutes: left out of reads once over, and removed by a TTL index on `until`', async () => {
    const t0 = new Date();
    await t.app.topics.upsert('eve', { label: 'Ferry', kind: 'keyword', rule: 'mute', muteFor: '24h' }, t0);
    await t.app.topics.upsert('eve', { label: 'Harbour Council', kind: 'organisation', rule: 'mute', muteFor: 'forever' }, t0);
    const keys = async (ms: number) => (await t.app.topics.activeRules('eve', new Date(t0.getTime() + ms))).mutes.map((item) => item.key);
    expect(await keys(23 * HOUR + 59 * MINUTE)).toEqual(['keyword:ferry', 'organisation:harbour council']);
    expect(await keys(24 * HOUR)).toEqual(['organisation:harbour council']);
    expect(await keys(10 * 365 * 24 * HOUR)).toEqual(['organisation:harbour council']);
    // Following replaces a mute whatever is left of it.
    await t.app.topics.upsert('eve', { label: 'ferry', kind: 'keyword', rule: 'follow' }, new Date(t0.getTime() + HOUR));
    expect((await t.app.topics.activeRules('eve', new Date(t0.getTime() + 30 * 24 * HOUR))).follows.map((item) => item.key)).toEqual(['keyword:ferry']);
    const indexes = await t.app.topics.model.collection.indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ name: 'until_ttl', key: { until: 1 }, expireAfterSeconds: 0 }));
    expect(indexes).toContainEqual(expect.objectContaining({ name: 'userId_key_unique', key: { userId: 1, key: 1 }, unique: true }));
  });

  it("GET /api/news/{id}/topics names the article's people, places and organisations; 404 for an unknown id", async () => {
    const response = await call('GET', `/api/news/${ids[0]}/topics`, 'ann');
    expect(response.statusCode).toBe(200);
    const { topics } = articleTopicsSchema.parse(response.json());
    expect(topics).toContainEqual({ key: 'person:lindqvist', label: 'Mara Lindqvist', kind: 'person' });
    for (const missing of ['0123456789abcdef01234567', 'garbage']) {
      const unknown = await call('GET', `/api/news/${missing}/topics`, 'ann');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NEWS_ARTICLE_NOT_FOUND' });
    }
    expect((await call('GET', `/api/news/${ids[0]}/topics`, null)).statusCode).toBe(401);
  });

  it('the feed: a followed topic ranks up with its reason, a muted one leaves at once, unmuting brings it back', async () => {
    expect(await feedTitles('fay')).toEqual(['Ferry timetable grows', 'Dunmore port strike ends', 'Mara Lindqvist opens the new harbour wall']);
    await call('POST', '/api/topics', 'fay', { label: 'Mara Lindqvist', kind: 'person', rule: 'follow' });
    const page = newsArticleListSchema.parse((await call('GET', '/api/news/filtered', 'fay')).json());
    expect(page[0]).toMatchObject({ title: 'Mara Lindqvist opens the new harbour wall', reason: expect.stringMatching(/^Because you follow Mara Lindqvist · /) });
    await call('POST', '/api/topics', 'fay', { label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: '24h' });
    expect(await feedTitles('fay')).toEqual(['Ferry timetable grows']);
    await call('DELETE', `/api/topics/${encodeURIComponent('place:dunmore')}`, 'fay');
    expect(await feedTitles('fay')).toHaveLength(3);
  });

  it('tokens: reading needs `read`, following and muting `write`', async () => {
    const read = accessTokenBearer(t.keys.privateKey, { sub: 'gus', scp: ['read'] });
    const write = accessTokenBearer(t.keys.privateKey, { sub: 'gus', scp: ['write'] });
    expect((await call('GET', '/api/topics', null, undefined, { authorization: read })).statusCode).toBe(200);
    expect((await call('GET', `/api/news/${ids[0]}/topics`, null, undefined, { authorization: read })).statusCode).toBe(200);
    expect((await call('POST', '/api/topics', null, { label: 'Dunmore', kind: 'place', rule: 'follow' }, { authorization: read })).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect((await call('POST', '/api/topics', null, { label: 'Dunmore', kind: 'place', rule: 'follow' }, { authorization: write })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/topics/place%3Adunmore', null, undefined, { authorization: read })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/topics/place%3Adunmore', null, undefined, { authorization: write })).statusCode).toBe(204);
    expect((await call('GET', '/api/topics', null, undefined, { authorization: write })).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
  });

  it('replays an idempotent write: a queued follow sent again after a later mute changes nothing', async () => {
    const headers = { 'idempotency-key': 'c1a0e3f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b' };
    const first = await call('POST', '/api/topics', 'hal', { label: 'Dunmore', kind: 'place', rule: 'follow' }, headers);
    await call('POST', '/api/topics', 'hal', { label: 'Dunmore', kind: 'place', rule: 'mute', muteFor: '7d' });
    const replay = await call('POST', '/api/topics', 'hal', { label: 'Dunmore', kind: 'place', rule: 'follow' }, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await list('hal')).map((item) => item.rule)).toEqual(['mute']);
  });

  it("exports the reader's topics and inbox visit, and erases them with the account", async () => {
    await call('POST', '/api/topics', 'ivy', { label: 'Dunmore', kind: 'place', rule: 'follow' });
    await call('POST', '/api/topics', 'ivy', { label: 'Ferry', kind: 'keyword', rule: 'mute', muteFor: '30d' });
    await call('POST', '/api/inbox/visit', 'ivy');
    const part = newsExportSchema.parse((await call('GET', USER_DATA_EXPORT_PATH, 'ivy')).json());
    expect(part.topics?.map((item) => `${item.rule} ${item.key}`)).toEqual(['follow place:dunmore', 'mute keyword:ferry']);
    expect(part.topics?.[1]?.until).toEqual(expect.any(String));
    expect(part.inboxLastVisitAt).toEqual(expect.any(String));
    await t.app.newsUserData.erase('ivy');
    expect(await list('ivy')).toEqual([]);
    const after = newsExportSchema.parse((await call('GET', USER_DATA_EXPORT_PATH, 'ivy')).json());
    expect(after).toMatchObject({ topics: [], inboxLastVisitAt: null });
  });

  it('every query of the topics, the inbox and the feed with topics reads an index', async () => {
    const recording = recordQueries(t.app.db);
    const user = 'query-plans-topics';
    const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const response = await call(method, url, user, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    };
    await send('POST', '/api/topics', { label: 'Dunmore', kind: 'place', rule: 'follow' });
    await send('POST', '/api/topics', { label: 'Ferry', kind: 'keyword', rule: 'mute', muteFor: '24h' });
    await send('GET', '/api/topics');
    await send('GET', `/api/news/${ids[0]}/topics`);
    await send('GET', '/api/news/filtered');
    await send('GET', '/api/inbox');
    await send('POST', '/api/inbox/visit');
    await send('DELETE', '/api/topics/keyword%3Aferry');
    await send('GET', USER_DATA_EXPORT_PATH);
    await t.app.newsUserData.erase(user);
    recording.stop();
    const collections = new Set(recording.queries.map((query) => query.collection));
    expect([...collections]).toEqual(expect.arrayContaining(['topic_rules', 'inbox_visits']));
    expect(await scanningQueries(t.app.db, recording.queries)).toEqual([]);
  });
});
