import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api-client';
import { json, stubFetch } from '../testing/fetch-stub';
import { isOnline, resetConnectivityForTest } from './connectivity';
import { closeOfflineDbForTest, OFFLINE_DB_NAME } from './offline-db';
import { OfflineError } from './offline-error';
import { forgetUser, keepOpenedArticle, lastUser, savedAnswer } from './saved-answers';

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

beforeEach(() => resetConnectivityForTest());
afterEach(async () => {
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
    await expect(apiGet('/api/news/search?q=x')).rejects.toBeInstanceOf(TypeError);
  });

  it('keeps an opened article for offline reading', async () => {
    await visitOnline();
    await keepOpenedArticle({ id: 'n7', title: 'Opened' } as never);
    offline();
    await expect(apiGet('/api/news/n7')).resolves.toMatchObject({ title: 'Opened' });
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
