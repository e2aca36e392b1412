import { randomUUID } from 'node:crypto';
import { ENGAGEMENT_READ, ENGAGEMENT_TIME, ENGAGEMENT_VIEWED } from '@tidings/contracts/events/engagement';
import { USER_PREFERENCES_UPDATED } from '@tidings/contracts/events/user-preferences-updated';
import { USER_REGISTERED } from '@tidings/contracts/events/user-registered';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { ProfileStore } from './projection/profile-store.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, waitFor, type TestApp } from './test/helper.js';
import { publish } from './test/publish.js';

const prefs = (userId: string, updatedAt: string, interests: string[]) => ({
  userId,
  interests,
  followingPersonalities: [],
  blockedTopics: [],
  goodNewsMode: false,
  darkMode: false,
  notificationsEnabled: true,
  onboardingCompleted: true,
  updatedAt,
});

describe('projection: JetStream consumers of user.* and engagement.*', () => {
  let t: TestApp;
  let ids: string[];
  const natsUrl = () => inject('natsUrl');

  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [article({ title: 'Watched' }), article({ title: 'Other' }), article({ title: 'Third' })]);
  });
  afterAll(() => t.close());

  it('user.registered stores the initial preferences; the same event again changes nothing', async () => {
    const userId = `u-${randomUUID()}`;
    const event = { userId, username: 'x', interests: ['science'], followingPersonalities: ['Elon Musk'], blockedTopics: ['cricket'], goodNewsMode: true, registeredAt: '2025-01-01T00:00:00.000Z' };
    await publish(natsUrl(), USER_REGISTERED, event);
    await waitFor(async () => (await t.app.projection.profiles.stored(userId)) !== null, 'the profile');
    const stored = await t.app.projection.profiles.stored(userId);
    expect(stored).toMatchObject({ interests: ['science'], followingPersonalities: ['Elon Musk'], blockedTopics: ['cricket'], goodNewsMode: true });
    expect(await t.app.projection.userRegistered(event)).toBe(false);
  });

  it('user.preferences.updated keeps the newest snapshot by updatedAt, whatever the arrival order', async () => {
    const userId = `u-${randomUUID()}`;
    await publish(natsUrl(), USER_PREFERENCES_UPDATED, prefs(userId, '2025-03-01T10:00:00.000Z', ['sports', 'world', 'health']));
    await waitFor(async () => (await t.app.projection.profiles.stored(userId)) !== null, 'the first snapshot');
    // An older snapshot and a late user.registered arrive after it: both are ignored.
    await publish(natsUrl(), USER_PREFERENCES_UPDATED, prefs(userId, '2025-03-01T09:00:00.000Z', ['art']));
    await publish(natsUrl(), USER_REGISTERED, { userId, username: 'y', interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false, registeredAt: '2025-02-01T00:00:00.000Z' });
    const newer = prefs(userId, '2025-03-01T11:00:00.000Z', ['science', 'space', 'health']);
    await publish(natsUrl(), USER_PREFERENCES_UPDATED, newer);
    await waitFor(async () => (await t.app.projection.profiles.stored(userId))?.interests[0] === 'science', 'the newest snapshot');
    // Redelivery of the newest: no change.
    expect(await t.app.projection.preferencesUpdated(newer)).toBe(false);
    expect((await t.app.projection.profiles.stored(userId))?.updatedAt.toISOString()).toBe('2025-03-01T11:00:00.000Z');
  });

  it('engagement.viewed / read: one row per user and article even when published twice with different msg ids', async () => {
    const userId = `u-${randomUUID()}`;
    const viewed = { userId, newsId: ids[0], at: new Date().toISOString() };
    await publish(natsUrl(), ENGAGEMENT_VIEWED, viewed, `a-${randomUUID()}`);
    await publish(natsUrl(), ENGAGEMENT_VIEWED, viewed, `b-${randomUUID()}`);
    await publish(natsUrl(), ENGAGEMENT_READ, viewed, `c-${randomUUID()}`);
    await publish(natsUrl(), ENGAGEMENT_READ, viewed, `d-${randomUUID()}`);
    await waitFor(() => t.app.projection.seen.has(userId, ids[0]!, 'read'), 'the read');
    // A marker after the duplicates: once it is in, the duplicates have been handled.
    await publish(natsUrl(), ENGAGEMENT_VIEWED, { ...viewed, newsId: ids[2] });
    await waitFor(() => t.app.projection.seen.has(userId, ids[2]!, 'viewed'), 'the marker');
    expect(await t.app.projection.seen.count(ids[0]!, 'viewed')).toBe(1);
    expect(await t.app.projection.seen.count(ids[0]!, 'read')).toBe(1);
    // The counts follow in the next recount batch.
    await t.app.projection.flushRecounts();
    const stored = await t.app.news.findById(ids[0]!);
    expect(stored?.engagement).toEqual({ views: 1, reads: 1, bookmarks: 0, likes: 0 });
    expect(stored?.viralityScore).toBeGreaterThan(0);
  });

  it('engagement.time counts as viewed; engagement of unknown articles is harmless', async () => {
    const userId = `u-${randomUUID()}`;
    await publish(natsUrl(), ENGAGEMENT_TIME, { userId, newsId: ids[1], at: new Date().toISOString(), eventId: randomUUID(), timeSpentMs: 4200 });
    await publish(natsUrl(), ENGAGEMENT_READ, { userId, newsId: '0123456789abcdef01234567', at: new Date().toISOString() });
    await waitFor(() => t.app.projection.seen.has(userId, ids[1]!, 'viewed'), 'the view');
    await waitFor(() => t.app.projection.seen.has(userId, '0123456789abcdef01234567', 'read'), 'the unknown read');
  });

  it('a message that breaks the contract is dropped and does not stop the consumer', async () => {
    const userId = `u-${randomUUID()}`;
    await publish(natsUrl(), ENGAGEMENT_VIEWED, { userId, newsId: 42 });
    await publish(natsUrl(), ENGAGEMENT_VIEWED, { userId, newsId: ids[1], at: new Date().toISOString() });
    await waitFor(() => t.app.projection.seen.has(userId, ids[1]!, 'viewed'), 'the valid message after the bad one');
  });

  it('the feed excludes what tracking says the user read, and follows their preferences', async () => {
    const userId = `u-${randomUUID()}`;
    const cookie = sessionCookie(t.keys.privateKey, { sub: userId });
    const feedIds = async () => (await t.app.inject({ url: '/api/news/filtered', headers: { cookie } })).json<Array<{ id: string }>>().map((a) => a.id);
    expect(await feedIds()).toContain(ids[0]);
    await publish(natsUrl(), ENGAGEMENT_READ, { userId, newsId: ids[0], at: new Date().toISOString() });
    await waitFor(async () => !(await feedIds()).includes(ids[0]!), 'the read article to leave the feed');
    await publish(natsUrl(), USER_PREFERENCES_UPDATED, { ...prefs(userId, new Date().toISOString(), ['all']), blockedTopics: ['Third'] });
    await waitFor(async () => !(await feedIds()).includes(ids[2]!), 'the blocked topic to leave the feed');
  });
});

describe('profiles', () => {
  it("another instance's newer snapshot is picked up once the cached one is old, without making a request wait", async () => {
    const t = await build();
    onTestFinished(() => t.close());
    const ttlMs = 30_000;
    // This instance's store; the other instance writes the same collection.
    const profiles = new ProfileStore(t.app.db.useDb(t.config.MONGO_DB, { useCache: false }), { ttlMs });
    const userId = `u-${randomUUID()}`;
    const snapshot = (interests: string[]) => ({ interests, followingPersonalities: [], blockedTopics: [], goodNewsMode: false });
    // Only the clock the cache reads is stopped; the database and the timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await profiles.apply(userId, snapshot(['science']), new Date('2025-03-01T10:00:00Z'));
      await t.app.projection.profiles.apply(userId, snapshot(['sports']), new Date('2025-03-01T11:00:00Z'));
      expect((await profiles.get(userId)).interests).toEqual(['science']);
      vi.setSystemTime(Date.now() + ttlMs);
      // Old: answered from the cache at once, read again behind the scenes.
      expect((await profiles.get(userId)).interests).toEqual(['science']);
      await vi.waitFor(async () => expect((await profiles.get(userId)).interests).toEqual(['sports']));
    } finally {
      vi.useRealTimers();
    }
  });

  it("a read under way when another instance's newer snapshot is announced does not keep the older one", async () => {
    const t = await build();
    onTestFinished(() => t.close());
    // TTL long enough that only the announcement can bring the newer snapshot within the test.
    const profiles = new ProfileStore(t.app.db.useDb(t.config.MONGO_DB, { useCache: false }), { ttlMs: 60_000 });
    const userId = `u-${randomUUID()}`;
    const snapshot = (interests: string[]) => ({ interests, followingPersonalities: [], blockedTopics: [], goodNewsMode: false });
    await t.app.projection.profiles.apply(userId, snapshot(['science']), new Date('2025-03-01T10:00:00Z'));
    // The read finds the older snapshot, then answers only once the test lets it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const newest = profiles.snapshots.newest.bind(profiles.snapshots);
    const slowRead = vi.spyOn(profiles.snapshots, 'newest').mockImplementationOnce(async (id) => {
      const record = await newest(id);
      await held;
      return record;
    });
    const first = profiles.get(userId);
    await vi.waitFor(() => expect(slowRead).toHaveBeenCalled());
    const newer = new Date('2025-03-01T11:00:00Z');
    await t.app.projection.profiles.apply(userId, snapshot(['sports']), newer);
    profiles.invalidate(userId, newer.getTime());
    release();
    expect((await first).interests).toEqual(['science']);
    expect((await profiles.get(userId)).interests).toEqual(['sports']);
  });
});

describe('engagement counts', () => {
  it('recounts in batches: views, reads, bookmarks and likes of several articles in one batch, counted from the stored facts', async () => {
    const t = await build();
    onTestFinished(() => t.close());
    const [a, b] = await seed(t.app, [article({ title: 'Batch A' }), article({ title: 'Batch B' })]);
    const [ann, bob] = ['ann', 'bob'].map((name) => sessionCookie(t.keys.privateKey, { sub: `${name}-${randomUUID()}` }));
    const call = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    await t.app.projection.markSeen('viewer-1', [a!, b!], 'viewed');
    await t.app.projection.markSeen('viewer-2', [a!], 'viewed');
    await t.app.projection.markSeen('viewer-1', [a!], 'read');
    expect((await call(ann!, 'POST', `/api/bookmarks/${a}`)).statusCode).toBe(201);
    expect((await call(bob!, 'POST', `/api/bookmarks/${a}`)).statusCode).toBe(201);
    expect((await call(bob!, 'DELETE', `/api/bookmarks/${a}`)).statusCode).toBe(200);
    expect((await call(ann!, 'PUT', `/api/news/${b}/reaction`, { reactionType: 'like' })).statusCode).toBe(200);
    expect((await call(bob!, 'PUT', `/api/news/${b}/reaction`, { reactionType: 'like' })).statusCode).toBe(200);
    expect((await call(bob!, 'PUT', `/api/news/${b}/reaction`, { reactionType: 'dislike' })).statusCode).toBe(200);
    await t.app.projection.flushRecounts();
    expect((await t.app.news.findById(a!))?.engagement).toEqual({ views: 2, reads: 1, bookmarks: 1, likes: 0 });
    expect((await t.app.news.findById(b!))?.engagement).toEqual({ views: 1, reads: 0, bookmarks: 0, likes: 1 });
  });
});

describe('the seen cache on a restart', () => {
  it('is primed from the stored rows at start, so the feed excludes what was seen before', async () => {
    const first = await build();
    const ids = await seed(first.app, [article({ title: 'Seen before' }), article({ title: 'Not seen' })]);
    // Rows another instance wrote: this instance's cache was primed before them.
    await first.app.db.collection('user_seen').insertOne({ userId: 'returning', newsId: ids[0], kind: 'read', at: new Date(), createdAt: new Date() });
    const restarted = await build({ MONGO_DB: first.config.MONGO_DB });
    try {
      const cookie = sessionCookie(restarted.keys.privateKey, { sub: 'returning' });
      const titles = (await restarted.app.inject({ url: '/api/news/filtered', headers: { cookie } })).json<Array<{ title: string }>>().map((a) => a.title);
      expect(titles).toEqual(['Not seen']);
    } finally {
      await restarted.app.close();
      await first.close();
    }
  });
});
