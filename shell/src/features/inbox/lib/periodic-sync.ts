// Periodic Background Sync (Chromium, installed apps only): the service worker checks the inbox
// now and then while the app is closed. Not in the DOM typings yet, hence the local types.

/** The tag the worker listens for (sw/inbox-worker.ts). */
export const INBOX_SYNC_TAG = 'tidings-inbox';
/** The browser decides the real interval (engagement-based); this is the least we ask for. */
const MIN_INTERVAL_MS = 30 * 60_000;

interface PeriodicSyncManager {
  register: (tag: string, options?: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
  getTags: () => Promise<string[]>;
}

function periodicSyncOf(registration: ServiceWorkerRegistration): PeriodicSyncManager | undefined {
  return (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
}

async function permitted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** Registers the background check when alerts are allowed, removes it when they are not. Best effort. */
export async function syncInboxInBackground(registration: ServiceWorkerRegistration, wanted: boolean): Promise<void> {
  const periodicSync = periodicSyncOf(registration);
  if (!periodicSync) return;
  try {
    if (!wanted) {
      if ((await periodicSync.getTags()).includes(INBOX_SYNC_TAG)) await periodicSync.unregister(INBOX_SYNC_TAG);
      return;
    }
    if (await permitted()) await periodicSync.register(INBOX_SYNC_TAG, { minInterval: MIN_INTERVAL_MS });
  } catch {
    // Refused (not installed, no engagement yet): the page's poll still alerts while it is open.
  }
}
