import { REMOTES_LIST_PATH } from '@tidings/contracts/frontend-registry';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { cachedRemoteFile, refreshRemotes } from './features/pwa/sw/remote-precache';
import { remoteEntry, remoteManifest, remotesList } from './features/pwa/sw/remote-strategy';
import { SKIP_WAITING } from './features/pwa/sw-messages';
import { listenForInboxAlerts } from './features/inbox/sw/inbox-worker';

// Built on its own (scripts/build-web.ts) as /sw.js; workbox-build's injectManifest replaces
// `self.__WB_MANIFEST` with the shell's built files. The web tsconfig has no WebWorker lib
// (it clashes with DOM), so the few worker members used here are declared locally.
interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting: () => Promise<void>;
  addEventListener: (type: 'install' | 'message', listener: (event: ExtendableEvent & { data?: unknown }) => void) => void;
};

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;
/** Navigations re-read the remotes' manifests at most this often (remotes deploy on their own). */
const REFRESH_EVERY_MS = 60_000;

// A new build waits until the page agrees: the shell's update toast posts SKIP_WAITING when the
// reader chooses "Reload", and the page reloads once this worker controls it. Taking over at once
// would let a running page, still on the old build, load lazy chunks the new precache no longer has.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | undefined)?.type === SKIP_WAITING) void self.skipWaiting();
});
// Breaking stories on followed topics: the background check and notification clicks (issue 32).
listenForInboxAlerts();
// The first install has no page to disturb: control it at once, so it works offline after one visit.
clientsClaim();
cleanupOutdatedCaches();

// Every remote's build, read from its manifest at install: installed means "opens offline".
self.addEventListener('install', (event) => event.waitUntil(refreshRemotes(self.location.origin)));

// The shell itself: index.html, its hashed chunks, the web manifest and icons.
precacheAndRoute(self.__WB_MANIFEST);

// /api is never cached here: answers are per user (web-kit keeps the reader's own in IndexedDB).
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly());

let lastRefresh = 0;
function refreshSoon(event: ExtendableEvent): void {
  if (Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
  lastRefresh = Date.now();
  event.waitUntil(refreshRemotes(self.location.origin));
}

// What is deployed changes without a shell release: remote-strategy.ts asks the network first.
registerRoute(({ url }) => url.pathname === REMOTES_LIST_PATH, ({ request }) => remotesList(request));
// A newer deployment than the kept one is cached in the background for the next offline start.
registerRoute(({ url }) => url.pathname.endsWith('/mf-manifest.json'), ({ request, event }) => remoteManifest(request, () => refreshSoon(event as ExtendableEvent)));
registerRoute(({ url }) => url.pathname.endsWith('/remoteEntry.js'), ({ request }) => remoteEntry(request));

// Remote chunks have content hashes in their names, so a kept copy is always right; those no
// manifest names (rare) are cached as they are used.
const usedChunks = new CacheFirst({ cacheName: 'mf-chunks', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 })] });
registerRoute(
  ({ url, request }) => HASHED_FILE.test(url.pathname) && (url.pathname.startsWith('/mf/') || (url.origin !== self.location.origin && (request.destination === 'script' || request.destination === 'style'))),
  async (options) => (await cachedRemoteFile(options.request.url)) ?? usedChunks.handle(options),
);

// Deep links (/profile, /onboarding/interests) open offline too: serve the precached shell page.
// Each start of the app is also when the remotes' manifests are read again.
const shellPage = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    (options) => {
      refreshSoon(options.event as ExtendableEvent);
      return shellPage(options);
    },
    { denylist: [/^\/api\//, /^\/mf\//] },
  ),
);
