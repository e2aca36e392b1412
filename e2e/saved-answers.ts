import type { Page } from '@playwright/test';

// What web-kit keeps on the device for offline reading, read back by the offline specs.

/** The paths web-kit has kept in IndexedDB for offline reading (none before the app created its database). */
export function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'tidings-offline')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('tidings-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('answers')) {
          db.close();
          resolve([]);
          return;
        }
        const request = db.transaction('answers').objectStore('answers').getAll();
        request.onsuccess = () => {
          resolve((request.result as { path: string }[]).map((row) => row.path));
          db.close();
        };
        request.onerror = () => reject(request.error);
      };
    });
  });
}
