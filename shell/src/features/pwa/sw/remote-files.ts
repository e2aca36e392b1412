// What the service worker must keep of each deployed remote, read from its Module Federation
// manifest (pure, so it is tested without a worker). Remotes deploy on their own, so these lists
// cannot be known when the shell is built: the worker reads them at run time.

export interface RemoteListItem {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json (possibly on another origin). */
  manifest: string;
}

export interface RemoteFiles {
  /** Absolute URL of the container script (its name carries no hash: kept per revision). */
  entry: string;
  /** Absolute URLs of every JS and CSS file the manifest names (content-hashed names). */
  assets: string[];
}

interface AssetLists {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

interface Manifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: { assets?: AssetLists }[];
  exposes?: { assets?: AssetLists }[];
}

/** The remotes of /mf/remotes.json, their manifest URLs resolved against the list's own URL. */
export function parseRemotesList(body: unknown, listUrl: string): RemoteListItem[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((item: unknown) => {
    const { name, manifest } = (item ?? {}) as { name?: unknown; manifest?: unknown };
    return typeof name === 'string' && typeof manifest === 'string' ? [{ name, manifest: new URL(manifest, listUrl).href }] : [];
  });
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function assetNames(assets: AssetLists | undefined): string[] {
  if (!assets) return [];
  return [assets.js?.sync, assets.js?.async, assets.css?.sync, assets.css?.async].flatMap(strings);
}

/**
 * Every file a manifest names, as absolute URLs. `publicPath: "auto"` means "next to the
 * manifest"; an explicit one (a CDN) is resolved against the manifest's URL.
 */
export function remoteFiles(manifestBody: unknown, manifestUrl: string): RemoteFiles {
  const manifest = (manifestBody ?? {}) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const entryName = typeof entry?.name === 'string' && entry.name !== '' ? entry.name : 'remoteEntry.js';
  const entryPath = typeof entry?.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
  const names = [...(manifest.shared ?? []), ...(manifest.exposes ?? [])].flatMap((item) => assetNames(item.assets));
  return {
    entry: new URL(`${entryPath}${entryName}`, base).href,
    assets: [...new Set(names)].map((name) => new URL(name, base).href),
  };
}
