import type { ExposedModule, QUERY_KEYS, RemoteName } from './frontend-registry.js';

// Each remote's entry here is its own: the team that owns the remote declares what the shell
// starts for it. Beside the registry rather than in it: only the shell and its build read this,
// while every remote bundles the registry (and a larger registry costs each remote's first load).

/**
 * What a remote asks the shell to start at once, beside `GET /api/user`, when the page opens on
 * one of `routes` (react-router patterns): its `module` (manifest, remoteEntry.js and chunks), the
 * `query` its first screen shows if that screen takes an early answer (a key of QUERY_KEYS), and
 * the `shared` web-kit modules its first screen needs that the shell itself does not import. A
 * host provides only the shared modules it imports; without these the remote would provide its own
 * copies, each a request of its own made only after remoteEntry.js has run. The shell's build
 * imports them on these routes only, in one chunk chosen by the module graph.
 */
export interface EarlyStart<R extends RemoteName = RemoteName> {
  routes: readonly string[];
  module: ExposedModule<R>;
  query?: FixedQuery;
  shared: readonly `@tidings/web-kit/${string}`[];
}

/** A query key that takes no argument (the feed, the user): one a route can start with no data. */
export type FixedQuery = { [K in keyof typeof QUERY_KEYS]: (typeof QUERY_KEYS)[K] extends readonly string[] ? K : never }[keyof typeof QUERY_KEYS];

/** The remotes that ask to start early. A remote not named here starts when its slot renders. */
const EARLY_STARTS: { [R in RemoteName]?: EarlyStart<R> } = {
  mf_feed: {
    // The feed and its share link (`/news/{id}` shows the reader over the feed).
    routes: ['/', '/news/:id'],
    module: 'FeedPage',
    query: 'feed',
    // What the first card renders with beyond the shell's own web-kit.
    shared: [
      '@tidings/web-kit/category-hue',
      '@tidings/web-kit/ui/cover-image',
      '@tidings/web-kit/ui/state-panel',
      '@tidings/web-kit/ui/visually-hidden',
      '@tidings/web-kit/ui/sample-label',
      '@tidings/web-kit/offline-queue/use-pending-intent',
      '@tidings/web-kit/offline-queue/bookmark-write',
      '@tidings/web-kit/tracking/use-card-tracking',
    ],
  },
  mf_profile: {
    routes: ['/profile'],
    module: 'ProfilePage',
    // What the profile's first screen renders with beyond the shell's own web-kit.
    shared: [
      '@tidings/web-kit/ui/switch',
      '@tidings/web-kit/ui/visually-hidden',
      '@tidings/web-kit/format-date',
      '@tidings/web-kit/tracking/device-time-zone',
      '@tidings/web-kit/offline-queue/preferences-write',
      '@tidings/web-kit/offline/device-store',
    ],
  },
};

/** The remotes that ask to start early, with what they ask for. */
export function earlyStarts(): { remote: RemoteName; early: EarlyStart }[] {
  return Object.entries(EARLY_STARTS).map(([remote, early]) => ({ remote: remote as RemoteName, early: early as EarlyStart }));
}
