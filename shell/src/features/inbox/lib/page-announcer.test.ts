import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInboxItem } from '../test/inbox-factories';
import { readLocalAnnounced } from './announced-memory';
import { announceFromPage } from './page-announcer';

/** A Cache Storage of one cache, in memory: the entry the worker shares. */
function memoryCaches() {
  const entries = new Map<string, string>();
  const cache = {
    match: async (key: string) => (entries.has(key) ? new Response(entries.get(key)) : undefined),
    put: async (key: string, response: Response) => void entries.set(key, await response.text()),
  };
  return { entries, storage: { open: async () => cache } as unknown as CacheStorage };
}

afterEach(() => vi.unstubAllGlobals());

describe('announceFromPage', () => {
  it('shows each new breaking story once, however often the poll answers it', async () => {
    vi.stubGlobal('caches', memoryCaches().storage);
    const showNotification = vi.fn(async () => undefined);
    const items = [makeInboxItem('a'), makeInboxItem('b', { breaking: false })];

    expect(await announceFromPage(items, { showNotification })).toEqual(['a']);
    expect(await announceFromPage(items, { showNotification })).toEqual([]);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('Story a', expect.objectContaining({ tag: 'a', data: { url: '/news/a' } }));
    expect(readLocalAnnounced(localStorage)).toEqual(['a']);
  });

  it('does not announce what the service worker announced (the shared Cache entry)', async () => {
    const shared = memoryCaches();
    vi.stubGlobal('caches', shared.storage);
    shared.entries.set('/__tidings/inbox-announced.json', JSON.stringify(['a']));
    const showNotification = vi.fn(async () => undefined);
    expect(await announceFromPage([makeInboxItem('a'), makeInboxItem('c')], { showNotification })).toEqual(['c']);
    expect(JSON.parse(shared.entries.get('/__tidings/inbox-announced.json')!)).toEqual(['a', 'c']);
  });

  it('answers two polls at once with one notification', async () => {
    vi.stubGlobal('caches', memoryCaches().storage);
    const showNotification = vi.fn(async () => undefined);
    const items = [makeInboxItem('a')];
    await Promise.all([announceFromPage(items, { showNotification }), announceFromPage(items, { showNotification })]);
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it('remembers a story whose notification failed, so it is not retried on every poll', async () => {
    vi.stubGlobal('caches', memoryCaches().storage);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const showNotification = vi.fn(async () => Promise.reject(new TypeError('No notification permission')));
    expect(await announceFromPage([makeInboxItem('a')], { showNotification })).toEqual(['a']);
    expect(await announceFromPage([makeInboxItem('a')], { showNotification })).toEqual([]);
    expect(showNotification).toHaveBeenCalledTimes(1);
  });
});
