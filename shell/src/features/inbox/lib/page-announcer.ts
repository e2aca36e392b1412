import type { InboxItem } from '@tidings/contracts/briefing';
import { announceNew } from './announce';
import { readCachedAnnounced, readLocalAnnounced, writeCachedAnnounced, writeLocalAnnounced } from './announced-memory';

const cacheStorage = () => (typeof caches === 'undefined' ? undefined : caches);
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The page's side: localStorage together with the worker's Cache entry, shown through the worker's registration. */
export function announceFromPage(items: readonly InboxItem[], registration: Pick<ServiceWorkerRegistration, 'showNotification'>): Promise<string[]> {
  return announceNew(items, {
    load: async () => [...new Set([...readLocalAnnounced(storage()), ...(await readCachedAnnounced(cacheStorage()))])],
    save: async (ids) => {
      writeLocalAnnounced(storage(), ids);
      await writeCachedAnnounced(cacheStorage(), ids);
    },
    show: ({ title, options }) => registration.showNotification(title, options),
  });
}
