import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api-client';
import { json, stubFetch } from '../testing/fetch-stub';
import { isOnline, resetConnectivityForTest } from './connectivity';
import { closeOfflineDbForTest, OFFLINE_DB_NAME } from './offline-db';
import { keepAnswersForOffline, stopKeepingAnswersForTest } from './offline-answers';
import { NetworkError, OfflineError } from './offline-error';
import { forgetUser, keepOpenedArticle, keepOpenedStory, lastUser, pruneArticles, savedAnswer } from './saved-answers';

// apiGet with fake-indexeddb (jsdom has no IndexedDB): what a reader sees online is what they
// get back offline, for the same user only.

const user = { id: 'u1', email: 'a@b.c', onboardingCompleted: true };
const feed = [{ id: 'n1', title: 'Story' }];

function offline() {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

/** The api client stores in the background: wait until the store has what the test expects. */
async function until(check: () => Promise<boolean>) {
  await vi.waitFor(async () => expect(await check()).toBe(true));
}

beforeEach(() => {
  resetConnectivityForTest();
  keepAnswersForOffline(async () => undefined);
});
afterEach(async () => {
  stopKeepingAnswersForTest();
  vi.unstubAllGlobals();
  await closeOfflineDbForTest();
  indexedDB.deleteDatabase(OFFLINE_DB_NAME);
});

async function visitOnline() {
  stubFetch({ 'GET /api/user': () => json(user), 'GET /api/news/filtered': () => json(feed) });
  await apiGet('/api/user', { on401ReturnNull: true });
  await until(async () => (await lastUser())?.id === 'u1');
  await apiGet(`/api/news/filtered?${Date.now()}`);
  await until(async () => (await savedAnswer('/api/news/filtered')).found);
}

describe('offline reading through apiGet', () => {
  it('answers the last user and the last feed from the device when the network fails, and says offline', async () => {
    await visitOnline();
    offline();
    await expect(apiGet('/api/user', { on401ReturnNull: true })).resolves.toEqual(user);
    await expect(apiGet('/api/news/filtered?123')).resolves.toEqual(feed);
    expect(isOnline()).toBe(false);
  });

  it('throws OfflineError for a kept route with nothing saved, and the plain failure for others', async () => {
    await visitOnline();
    offline();
    await expect(apiGet('/api/news/n9')).rejects.toBeInstanceOf(OfflineError);
    await expect(apiGet('/api/news/search?q=x')).rejects.toBeInstanceOf(NetworkError);
    await expect(apiGet('/api/news/search?q=x')).rejects.not.toBeInstanceOf(OfflineError);
  });

  it('keeps an opened article for offline reading', async () => {
    await visitOnline();
    await keepOpenedArticle({ id: 'n7', title: 'Opened' } as never);
    offline();
    await expect(apiGet('/api/news/n7')).resolves.toMatchObject({ title: 'Opened' });
  });

  it('keeps an opened story for offline reading, past the pruning of articles not opened', async () => {
    await visitOnline();
    const story = { id: 's1', title: 'Harbour story' };
    stubFetch({ 'GET /api/news/s1/story': () => json(story), 'GET /api/news/s2/story': () => json({ id: 's2' }) });
    await apiGet('/api/news/s1/story');
    await apiGet('/api/news/s2/story');
    await until(async () => (await savedAnswer('/api/news/s1/story')).found && (await savedAnswer('/api/news/s2/story')).found);
    await keepOpenedStory('s1');
    await pruneArticles('u1');
    // s2 was fetched but never shown as opened: pruned like any article not opened.
    expect((await savedAnswer('/api/news/s2/story')).found).toBe(false);
    offline();
    await expect(apiGet('/api/news/s1/story')).resolves.toEqual(story);
  });

  it('fetches a bookmarked article with its insights ahead: from the list, or from a check saying so', async () => {
    await visitOnline();
    const { callsTo } = stubFetch({
      'GET /api/bookmarks/u1': () => json([{ id: 'b1', news: { id: 'n1', title: 'Listed' } }]),
      'GET /api/bookmarks/check/n2': () => json({ isBookmarked: true }),
      'GET /api/news/n2': () => json({ id: 'n2', title: 'Just bookmarked' }),
      ...Object.fromEntries(['n1', 'n2'].flatMap((id) => ['summary', 'sentiment', 'related'].map((part) => [`GET /api/news/${id}/${part}`, () => json({ part, id })]))),
    });
    await apiGet('/api/bookmarks/u1');
    await apiGet('/api/bookmarks/check/n2');
    await until(async () => (await savedAnswer('/api/news/n2/related')).found && (await savedAnswer('/api/news/n1/related')).found);
    // The list holds the listed article's text: it is not fetched again.
    expect(callsTo('GET', '/api/news/n1')).toHaveLength(0);
    offline();
    await expect(apiGet('/api/news/n1')).resolves.toMatchObject({ title: 'Listed' });
    await expect(apiGet('/api/news/n1/summary')).resolves.toEqual({ part: 'summary', id: 'n1' });
    await expect(apiGet('/api/news/n2')).resolves.toMatchObject({ title: 'Just bookmarked' });
    await expect(apiGet('/api/news/n2/sentiment')).resolves.toEqual({ part: 'sentiment', id: 'n2' });
  });

  it('a 401 forgets the user (a reload offline is then signed out); a network failure never does', async () => {
    await visitOnline();
    offline();
    await apiGet('/api/user', { on401ReturnNull: true });
    expect(await lastUser()).toBeDefined();
    stubFetch({ 'GET /api/user': () => json({ code: 'UNAUTHORIZED' }, 401) });
    await expect(apiGet('/api/user', { on401ReturnNull: true })).resolves.toBeNull();
    await until(async () => (await lastUser()) === undefined);
    offline();
    await expect(apiGet('/api/news/filtered?1')).rejects.toBeInstanceOf(OfflineError);
  });

  it('logout wipes everything kept for the user', async () => {
    await visitOnline();
    await forgetUser('u1');
    stubFetch({ 'GET /api/user': () => json({ ...user, id: 'u2' }) });
    await apiGet('/api/user');
    await until(async () => (await lastUser())?.id === 'u2');
    offline();
    await expect(apiGet('/api/news/filtered?1')).rejects.toBeInstanceOf(OfflineError);
  });
});

describe('after the first screen', () => {
  it('keeps the answers heard before the page settled once it has, not during the first screen', async () => {
    stopKeepingAnswersForTest();
    let settle = () => {};
    keepAnswersForOffline(() => new Promise<void>((resolve) => (settle = resolve)));
    stubFetch({ 'GET /api/user': () => json(user), 'GET /api/news/filtered': () => json(feed) });
    await apiGet('/api/user', { on401ReturnNull: true });
    await apiGet('/api/news/filtered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastUser()).toBeUndefined();

    settle();
    await until(async () => (await lastUser())?.id === 'u1' && (await savedAnswer('/api/news/filtered')).found);
  });
});
