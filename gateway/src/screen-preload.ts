// An app route's screen is a remote's exposed module, found by the shell only after a chain of
// requests: the shell's scripts → the remote's manifest → its remoteEntry.js → the module's chunks.
// On a phone every link of that chain costs a round trip. The gateway knows the route and can read
// the manifest, so the page's own response names those files (`Link: rel=preload`) and the browser
// fetches them beside the shell's scripts. A hint only: the shell loads the same URLs as before.
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES as REMOTE_REGISTRY, type RemoteName } from '@tidings/contracts/frontend-registry';

interface Screen {
  remote: RemoteName;
  module: string;
}

/** The remote screens of shell/src/app/app-routes.tsx, by path. */
export function screenFor(path: string): Screen | null {
  if (path === '/' || /^\/news\/[^/]+\/?$/.test(path)) return { remote: 'mf_feed', module: 'FeedPage' };
  if (/^\/discover\/?$/.test(path)) return { remote: 'mf_discover', module: 'DiscoverPage' };
  if (/^\/profile\/?$/.test(path)) return { remote: 'mf_profile', module: 'ProfilePage' };
  if (/^\/bookmarks\/?$/.test(path)) return { remote: 'mf_profile', module: 'BookmarksPage' };
  if (/^\/onboarding\/[^/]+\/?$/.test(path)) return { remote: 'mf_onboarding', module: 'OnboardingApp' };
  return null;
}

/** The part of an MF manifest (mf-manifest.json) the preload reads. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

interface CachedManifest {
  mtimeMs: number;
  manifest: Manifest | null;
}

const SAFE_FILE = /^[\w.-]+$/;

/** `Link` header values preloading one screen's manifest, remoteEntry and first chunks. */
export function preloadLinks(prefix: string, manifest: Manifest, module: string): string[] {
  const links = [`<${prefix}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name && !entry.path && SAFE_FILE.test(entry.name)) links.push(`<${prefix}${entry.name}>; rel=preload; as=script`);
  const assets = manifest.exposes?.find((expose) => expose.name === module)?.assets;
  for (const file of assets?.css?.sync ?? []) if (SAFE_FILE.test(file)) links.push(`<${prefix}${file}>; rel=preload; as=style`);
  for (const file of assets?.js?.sync ?? []) if (SAFE_FILE.test(file)) links.push(`<${prefix}${file}>; rel=preload; as=script`);
  return links;
}

/**
 * Reads each served remote's manifest when it changes (a remote deploys on its own, so the file
 * is checked on every page request; a stat is cheap). A remote served from elsewhere
 * (REMOTE_URLS) or not built gets no hints.
 */
export function createScreenPreloader(webRoot: string, remoteUrls: Partial<Record<RemoteName, string>>) {
  const cache = new Map<RemoteName, CachedManifest>();

  async function manifestOf(remote: RemoteName): Promise<Manifest | null> {
    const file = join(webRoot, REMOTE_REGISTRY[remote].folder, 'dist', 'mf-manifest.json');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const cached = cache.get(remote);
    if (cached?.mtimeMs === info.mtimeMs) return cached.manifest;
    const manifest = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => null);
    cache.set(remote, { mtimeMs: info.mtimeMs, manifest });
    return manifest;
  }

  /** The `Link` header for a page at `path`, or null when it has no remote screen to hint. */
  return async function linkHeaderFor(path: string): Promise<string | null> {
    const screen = screenFor(path);
    if (!screen || remoteUrls[screen.remote]) return null;
    const manifest = await manifestOf(screen.remote);
    if (!manifest) return null;
    return preloadLinks(`/mf/${REMOTE_REGISTRY[screen.remote].folder}/`, manifest, screen.module).join(', ');
  };
}
