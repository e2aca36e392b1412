// An app route's screen is a remote's exposed module, found by the shell only after a chain of
// requests: the shell's scripts → /mf/remotes.json → the remote's manifest → its remoteEntry.js →
// the module's chunks. On a phone every link of that chain costs a round trip. The gateway knows
// the route, so the page's own response names the list of remotes and the remote's manifest
// (`Link: rel=preload`) and the browser fetches them beside the shell's scripts. Hints only: the
// shell asks for the same URLs as before and is handed the preloaded answers.
//
// Only those two. Chromium keeps a failed preload until a request of the page uses it: a
// remoteEntry.js or chunk hinted here that failed in an outage (the manifest failing first, so
// nothing asked for them) made the slot's "Try again" fail once more without a request (e2e
// remotes.spec.ts). The list is the first request of the shell's start and the manifest the first
// of a remote's load, so a failure of either is used up by the load that fails.
import { REMOTES as REMOTE_REGISTRY, REMOTES_LIST_PATH, type RemoteName } from '@tidings/contracts/frontend-registry';

/** The remote whose screen an app route of shell/src/app/app-routes.tsx shows. */
export function remoteFor(path: string): RemoteName | null {
  if (path === '/' || /^\/news\/[^/]+\/?$/.test(path)) return 'mf_feed';
  if (/^\/discover\/?$/.test(path)) return 'mf_discover';
  if (/^\/(profile|bookmarks)\/?$/.test(path)) return 'mf_profile';
  if (/^\/onboarding\/[^/]+\/?$/.test(path)) return 'mf_onboarding';
  return null;
}

const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/**
 * The `Link` header for a page at `path`, or null when it shows no remote. It names the list of
 * remotes, and the remote's manifest unless that remote is served from elsewhere (REMOTE_URLS) or
 * not by this gateway (`served`: the remotes whose dist it found at start, as static hosting
 * decides — no file system work per page). `crossorigin` matches the shell's and the runtime's
 * fetches (CORS mode, same-origin credentials); without it the browser would not use them.
 */
export function createScreenPreloader(served: ReadonlySet<RemoteName>, remoteUrls: Partial<Record<RemoteName, string>>) {
  return function linkHeaderFor(path: string): string | null {
    const remote = remoteFor(path);
    if (!remote) return null;
    const links = [preload(REMOTES_LIST_PATH)];
    if (!remoteUrls[remote] && served.has(remote)) links.push(preload(`/mf/${REMOTE_REGISTRY[remote].folder}/mf-manifest.json`));
    return links.join(', ');
  };
}
