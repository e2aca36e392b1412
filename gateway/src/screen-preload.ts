// An app route's screen is a remote's exposed module, found by the shell only after a chain of
// requests: the shell's scripts → the remote's manifest → its remoteEntry.js → the module's chunks.
// On a phone every link of that chain costs a round trip. The gateway knows the route, so the
// page's own response names the remote's manifest (`Link: rel=preload`) and the browser fetches it
// beside the shell's scripts. A hint only: the shell loads the same URL as before.
//
// Only the manifest. Chromium keeps a failed preload until a request of the page uses it: a
// remoteEntry.js or chunk hinted here that failed in an outage (the manifest failing first, so
// nothing asked for them) made the slot's "Try again" fail once more without a request (e2e
// remotes.spec.ts). The manifest is always the first request of a remote's load, so its failure is
// used up by the load that fails.
import { REMOTES as REMOTE_REGISTRY, type RemoteName } from '@tidings/contracts/frontend-registry';

/** The remote whose screen an app route of shell/src/app/app-routes.tsx shows. */
export function remoteFor(path: string): RemoteName | null {
  if (path === '/' || /^\/news\/[^/]+\/?$/.test(path)) return 'mf_feed';
  if (/^\/discover\/?$/.test(path)) return 'mf_discover';
  if (/^\/(profile|bookmarks)\/?$/.test(path)) return 'mf_profile';
  if (/^\/onboarding\/[^/]+\/?$/.test(path)) return 'mf_onboarding';
  return null;
}

/**
 * The `Link` header for a page at `path`, or null when it shows no remote, or its remote is served
 * from elsewhere (REMOTE_URLS) or not by this gateway (`served`: the remotes whose dist it found at
 * start, as static hosting decides — no file system work per page). `crossorigin` matches the
 * runtime's fetch (CORS mode, same-origin credentials); without it the browser would not use it.
 */
export function createScreenPreloader(served: ReadonlySet<RemoteName>, remoteUrls: Partial<Record<RemoteName, string>>) {
  return function linkHeaderFor(path: string): string | null {
    const remote = remoteFor(path);
    if (!remote || remoteUrls[remote] || !served.has(remote)) return null;
    return `</mf/${REMOTE_REGISTRY[remote].folder}/mf-manifest.json>; rel=preload; as=fetch; crossorigin`;
  };
}
