import type { Inbox } from '@tidings/contracts/briefing';
import type { PublicUser } from '@tidings/contracts/user';
import { announceNew } from '../lib/announce';
import { readCachedAnnounced, writeCachedAnnounced } from '../lib/announced-memory';
import { INBOX_SYNC_TAG } from '../lib/periodic-sync';

// The service worker's part of the inbox alerts (issue 32): the periodic background check while
// the app is closed, and what a click on a notification does. The web tsconfig has no WebWorker
// lib (it clashes with DOM), so the worker members used here are declared locally, as in sw.ts.

interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<WindowClient | null>;
}
declare const self: {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WindowClient[]>;
    openWindow: (url: string) => Promise<WindowClient | null>;
  };
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

async function getJson<T>(path: string): Promise<T | null> {
  const response = await fetch(path, { credentials: 'include', cache: 'no-store' });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * The background check: only a signed-in reader with the Notifications switch on, and permission
 * granted (periodic sync itself only runs for an installed app). The page's announced ids are in
 * the same Cache entry, so nothing it announced is announced again.
 */
export async function checkInboxInBackground(): Promise<string[]> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return [];
  const user = await getJson<PublicUser>('/api/user');
  if (!user?.notificationsEnabled) return [];
  const inbox = await getJson<Inbox>('/api/inbox');
  if (!inbox) return [];
  return announceNew(inbox.items, {
    load: () => readCachedAnnounced(caches),
    save: (ids) => writeCachedAnnounced(caches, ids),
    show: ({ title, options }) => self.registration.showNotification(title, options),
  });
}

/** Focuses a window of the app and shows the story there; opens one when none is open. */
export async function openFromNotification(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  // Only the app's own pages: the data comes from this worker, but a URL is checked before it is opened.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() needs a window this worker controls; otherwise a new one opens on the story.
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(target);
}

export function listenForInboxAlerts(): void {
  self.addEventListener('periodicsync', (event) => {
    if (event.tag === INBOX_SYNC_TAG) event.waitUntil(checkInboxInBackground().catch(() => []));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openFromNotification(typeof data?.url === 'string' ? data.url : '/'));
  });
}
