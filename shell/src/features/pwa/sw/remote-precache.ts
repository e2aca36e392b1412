import { REMOTES_LIST_PATH } from '@tidings/contracts/frontend-registry';
import { parseRemotesList, remoteFiles } from './remote-files';

// The service worker's own precache of the remotes (Workbox's precache only knows the shell's
// build). Each remote is kept as "generations": the files its manifest named at one revision
// (the manifest's content hash). The newest complete generation answers offline; the one before
// it stays, so a page still running the previous remoteEntry can load its lazy chunks after a
// deployment replaced them on the server. Files no kept generation names are deleted.

export const REMOTES_CACHE = 'mf-remotes';
const STATE_CACHE = 'mf-remotes-state';
const STATE_KEY = '/__mf-remotes-state.json';
/** Generations kept per remote: the current one and the one a still-open page may be running. */
const GENERATIONS_KEPT = 2;
const PARALLEL_DOWNLOADS = 4;

export interface Generation {
  revision: string;
  manifest: string;
  entry: string;
  assets: string[];
}

/** Newest first, per remote name. */
type State = Record<string, Generation[]>;

/** Files without a hash in their name are stored under their revision, so two versions coexist. */
export const revisionKey = (url: string, revision: string): string => `${url}${url.includes('?') ? '&' : '?'}__mf_rev=${revision}`;

async function readState(): Promise<State> {
  const response = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
  return response ? ((await response.json()) as State) : {};
}

async function writeState(state: State): Promise<void> {
  await (await caches.open(STATE_CACHE)).put(STATE_KEY, new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }));
}

/** A manifest's revision: the start of its content's SHA-256, so equal builds share one. */
export async function manifestRevision(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchFresh(url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** Downloads the hashed files not cached yet, a few at a time; throws if any is unreachable. */
async function cacheAssets(cache: Cache, urls: string[]): Promise<void> {
  const queue: string[] = [];
  for (const url of urls) if (!(await cache.match(url))) queue.push(url);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await cache.put(url, await fetchFresh(url));
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
}

async function cacheGeneration(cache: Cache, manifestUrl: string): Promise<Generation> {
  const manifestResponse = await fetchFresh(manifestUrl);
  const text = await manifestResponse.text();
  const revision = await manifestRevision(text);
  const { entry, assets } = remoteFiles(JSON.parse(text), manifestUrl);
  const headers = { 'Content-Type': manifestResponse.headers.get('Content-Type') ?? 'application/json' };
  await cache.put(revisionKey(manifestUrl, revision), new Response(text, { headers }));
  await cache.put(revisionKey(entry, revision), await fetchFresh(entry));
  await cacheAssets(cache, assets);
  return { revision, manifest: manifestUrl, entry, assets };
}

/** Deletes what no kept generation names (and old revisions of the unhashed files). */
async function evict(cache: Cache, state: State, alsoKeep: string): Promise<void> {
  const kept = new Set<string>([alsoKeep]);
  for (const generations of Object.values(state)) {
    for (const generation of generations) {
      kept.add(revisionKey(generation.manifest, generation.revision));
      kept.add(revisionKey(generation.entry, generation.revision));
      for (const asset of generation.assets) kept.add(asset);
    }
  }
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
}

async function refresh(origin: string): Promise<void> {
  const listUrl = new URL(REMOTES_LIST_PATH, origin).href;
  const list = await fetchFresh(listUrl);
  const listText = await list.text();
  const cache = await caches.open(REMOTES_CACHE);
  // The page's own fetch of the list may have run before this worker controlled it.
  await cache.put(listUrl, new Response(listText, { headers: { 'Content-Type': 'application/json' } }));
  const remotes = parseRemotesList(JSON.parse(listText), listUrl);
  const state = await readState();
  const next: State = {};
  for (const remote of remotes) {
    const previous = (state[remote.name] ?? []).filter((generation) => generation.manifest === remote.manifest);
    try {
      const generation = await cacheGeneration(cache, remote.manifest);
      next[remote.name] = [generation, ...previous.filter((old) => old.revision !== generation.revision)].slice(0, GENERATIONS_KEPT);
    } catch {
      if (previous.length > 0) next[remote.name] = previous;
    }
  }
  await writeState(next);
  await evict(cache, next, listUrl);
}

let running: Promise<void> | null = null;

/**
 * Reads remotes.json and every manifest from the network and caches each remote's files. A remote
 * that cannot be fully cached keeps its last complete generation (or none: its slot then shows
 * the shell's fallback offline). One pass at a time; never throws: offline, it changes nothing.
 */
export function refreshRemotes(origin: string): Promise<void> {
  running ??= refresh(origin)
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** What the worker answers for a remote file when the network cannot: the newest kept copy. */
export async function cachedRemoteFile(url: string): Promise<Response | undefined> {
  const exact = await (await caches.open(REMOTES_CACHE)).match(url);
  return exact ?? (await keptCopy(url))?.response;
}

export interface KeptCopy {
  response: Response;
  revision: string;
}

/**
 * The kept copy of a remote's manifest or entry (files without a hash, kept per revision): of
 * `revision` when given (undefined if that generation is not kept), else of the newest generation.
 */
export async function keptCopy(url: string, revision?: string): Promise<KeptCopy | undefined> {
  const cache = await caches.open(REMOTES_CACHE);
  for (const generations of Object.values(await readState())) {
    for (const generation of generations) {
      if ((generation.manifest !== url && generation.entry !== url) || (revision !== undefined && generation.revision !== revision)) continue;
      const response = await cache.match(revisionKey(url, generation.revision));
      if (response) return { response, revision: generation.revision };
    }
  }
  return undefined;
}

/** The manifest URL that names this entry in a kept generation (undefined for a remote never kept). */
export async function manifestOfEntry(entryUrl: string): Promise<string | undefined> {
  for (const generations of Object.values(await readState())) {
    const generation = generations.find((kept) => kept.entry === entryUrl);
    if (generation) return generation.manifest;
  }
  return undefined;
}
