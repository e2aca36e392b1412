import { cachedRemoteFile, keptCopy, manifestOfEntry, manifestRevision } from './remote-precache';

// How the worker answers a remote's unhashed files: remotes.json, a remote's mf-manifest.json and
// its remoteEntry.js. What is deployed changes without a shell release, so the network answers
// first and the kept copy only when it cannot. The manifest decides the build a page runs: the
// entry it gets next is of that same build, never an older kept one beside a new manifest.

/** How long remotes.json or a manifest may take before the kept copy answers instead. */
const NETWORK_TIMEOUT_MS = 5000;

/** Per manifest URL, the build a page was last given and whether the kept copy gave it. */
const servedBuild = new Map<string, { revision: string; kept: boolean }>();

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));

/**
 * The request as the worker can read its answer. The Module Federation runtime adds remoteEntry.js
 * as a <script> without `crossorigin`: from another origin (a remote's own image) that request is
 * no-cors and its answer opaque, status 0, never `ok` — the kept copy answered every time, an old
 * build beside the new manifest. Remotes allow any origin (nginx/remote.conf), so ask in CORS mode.
 */
function readable(request: Request): Request {
  return request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'same-origin' }) : request;
}

async function fromNetwork(pending: Promise<Response>, timeoutMs?: number): Promise<Response | undefined> {
  try {
    const response = await (timeoutMs === undefined ? pending : Promise.race([pending, timeout(timeoutMs)]));
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}

/** remotes.json: the network, or the kept list offline or when it is too slow. */
export async function remotesList(request: Request): Promise<Response> {
  return (await fromNetwork(fetch(request), NETWORK_TIMEOUT_MS)) ?? (await cachedRemoteFile(request.url)) ?? Response.error();
}

/** A remote's manifest: the network (then `onFresh`, to keep that build), or the newest kept one. */
export async function remoteManifest(request: Request, onFresh: () => void): Promise<Response> {
  const response = await fromNetwork(fetch(readable(request)), NETWORK_TIMEOUT_MS);
  if (response) {
    servedBuild.set(request.url, { revision: await manifestRevision(await response.clone().text()), kept: false });
    onFresh();
    return response;
  }
  const kept = await keptCopy(request.url);
  if (!kept) return Response.error();
  servedBuild.set(request.url, { revision: kept.revision, kept: true });
  return kept.response;
}

/**
 * A remote's entry, of the build its manifest just gave the page: the kept one when the manifest
 * came from the kept copy; else the network — and if that is slow, the kept entry only if it is of
 * that same build, or else the network however long it takes (a new build is not kept yet).
 */
export async function remoteEntry(request: Request): Promise<Response> {
  const manifest = await manifestOfEntry(request.url);
  const served = manifest === undefined ? undefined : servedBuild.get(manifest);
  if (served?.kept) {
    const kept = await keptCopy(request.url, served.revision);
    if (kept) return kept.response;
  }
  const pending = fetch(readable(request));
  const fresh = await fromNetwork(pending, NETWORK_TIMEOUT_MS);
  if (fresh) return fresh;
  const kept = await keptCopy(request.url, served?.revision);
  if (kept) return kept.response;
  return (await fromNetwork(pending)) ?? Response.error();
}
