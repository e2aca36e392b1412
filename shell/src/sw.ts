import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

// Built on its own (scripts/build-web.ts) as /sw.js; workbox-build's injectManifest replaces
// `self.__WB_MANIFEST` with the shell's built files. The web tsconfig has no WebWorker lib
// (it clashes with DOM), so the few worker members used here are declared locally.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting: () => Promise<void>;
};

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;

// A new build takes over at once: the shell's assets are hashed, so old pages keep working.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The shell itself: index.html, its hashed chunks, the web manifest and icons.
precacheAndRoute(self.__WB_MANIFEST);

// /api is never cached: answers are per user and must be fresh.
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly());

// What is deployed changes without a shell release: ask the network first, fall back offline.
registerRoute(
  ({ url }) => url.pathname === '/mf/remotes.json' || url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js'),
  new NetworkFirst({ cacheName: 'mf-manifests', networkTimeoutSeconds: 5 }),
);

// Remote chunks have content hashes in their names, so a cached copy is always right.
registerRoute(
  ({ url }) => url.pathname.startsWith('/mf/') && HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: 'mf-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
);

// Deep links (/profile, /onboarding/interests) open offline too: serve the precached shell page.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/mf\//] }));
