import { QUERY_KEYS, REMOTES, REMOTE_NAMES, type ExposedModule, type RemoteName } from './frontend-registry.js';

// Beside the registry rather than in it: only the shell and its build read this, while every
// remote bundles the registry.

/**
 * What a remote asks the shell to start at once, beside `GET /api/user`, when the page opens on
 * one of `routes` (react-router patterns): its `module` (manifest, remoteEntry.js and chunks), the
 * `query` its first screen shows (a key of QUERY_KEYS), and the `shared` web-kit modules its first
 * screen needs that the shell itself does not import. A host provides only the shared modules it
 * imports; without these the remote would provide its own copies, each fetched only after
 * remoteEntry.js has run, one more round trip before the first screen. The shell's build imports
 * them on these routes only, in one chunk chosen by the module graph.
 */
export interface EarlyStart<R extends RemoteName = RemoteName> {
  routes: readonly string[];
  module: ExposedModule<R>;
  query: FixedQuery;
  shared: readonly `@tidings/web-kit/${string}`[];
}

/** A query key that takes no argument (the feed, the user): one a route can start with no data. */
export type FixedQuery = { [K in keyof typeof QUERY_KEYS]: (typeof QUERY_KEYS)[K] extends readonly string[] ? K : never }[keyof typeof QUERY_KEYS];

/** The remotes that ask to start early, with what they ask for. */
export function earlyStarts(): { remote: RemoteName; early: EarlyStart }[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = REMOTES[remote];
    return 'early' in entry ? [{ remote, early: entry.early satisfies EarlyStart<typeof remote> }] : [];
  });
}
