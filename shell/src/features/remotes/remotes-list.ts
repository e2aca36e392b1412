import { REMOTES_LIST_PATH } from '@tidings/contracts/frontend-registry';

// The gateway serves /mf/remotes.json (never cached) listing each deployed remote's manifest:
// { "remotes": [{ "name": "mf_feed", "manifest": "/mf/mf-feed/mf-manifest.json" }, …] }

export interface RemoteEntry {
  name: string;
  /** Absolute manifest URL: the MF runtime cannot resolve relative ones. */
  entry: string;
}

function isRemoteItem(value: unknown): value is { name: string; manifest: string } {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && item.name !== '' && typeof item.manifest === 'string' && item.manifest !== '';
}

/** Validates the list's shape; a malformed list counts as an unreachable one. */
export function parseRemotesList(body: unknown, origin: string): RemoteEntry[] {
  const remotes = typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(remotes) || !remotes.every(isRemoteItem)) throw new Error(`${REMOTES_LIST_PATH} has an unexpected shape`);
  return remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, origin).href }));
}

export async function fetchRemotesList(origin: string = location.origin): Promise<RemoteEntry[]> {
  const response = await fetch(REMOTES_LIST_PATH, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'remotes list unavailable'}`);
  return parseRemotesList(await response.json(), origin);
}
