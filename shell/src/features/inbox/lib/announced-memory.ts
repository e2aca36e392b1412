import { ANNOUNCED_MAX } from './inbox-alerts';

// Which stories this device has announced already. The page keeps them in localStorage (read at
// once, as the brief of issue 32 asks); the service worker has no localStorage, so both also keep
// them in one Cache Storage entry, which either side can read. The page reads the two together,
// so a story the worker announced in the background is not announced again when the app opens,
// and the worker reads what the page announced. Notifications are tagged by story as well, so a
// rare race between the two replaces a notification instead of stacking a second one.

const LOCAL_KEY = 'tidings.inbox.announced';
const CACHE_NAME = 'tidings-inbox';
/** Not a real URL: the key of the one entry (the worker never routes it). */
const CACHE_ENTRY = '/__tidings/inbox-announced.json';

function parseIds(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(-ANNOUNCED_MAX) : [];
  } catch {
    return [];
  }
}

export async function readCachedAnnounced(cacheStorage: CacheStorage | undefined): Promise<string[]> {
  if (!cacheStorage) return [];
  try {
    const response = await (await cacheStorage.open(CACHE_NAME)).match(CACHE_ENTRY);
    return response ? parseIds(await response.text()) : [];
  } catch {
    return [];
  }
}

export async function writeCachedAnnounced(cacheStorage: CacheStorage | undefined, ids: readonly string[]): Promise<void> {
  if (!cacheStorage) return;
  try {
    const cache = await cacheStorage.open(CACHE_NAME);
    await cache.put(CACHE_ENTRY, new Response(JSON.stringify(ids), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Storage full or refused (a private window): localStorage and the tag still dedupe.
  }
}

export function readLocalAnnounced(storage: Storage | undefined): string[] {
  try {
    return parseIds(storage?.getItem(LOCAL_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeLocalAnnounced(storage: Storage | undefined, ids: readonly string[]): void {
  try {
    storage?.setItem(LOCAL_KEY, JSON.stringify(ids));
  } catch {
    // As above.
  }
}
