// The dev server's own answers, in front of the proxy to the running Tidings. Everything here
// exists only in this process: neither a production build nor the gateway ever contains it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REMOTES_LIST_PATH } from '@tidings/contracts/frontend-registry';

type Next = (error?: unknown) => void;
export type Handler = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

interface RemotesList {
  remotes: { name: string; manifest: string }[];
}

/**
 * The upstream's list with one change: this remote's manifest is the dev server's. The other
 * remotes stay whatever the running Tidings deploys (relative ones go through the proxy).
 */
export function overrideRemotesList(upstream: RemotesList, remote: string, devManifest: string): RemotesList {
  const others = upstream.remotes.filter((item) => item.name !== remote);
  return { remotes: [...others, { name: remote, manifest: devManifest }] };
}

export function remotesListRoute(upstream: string, remote: string, devManifest: string): Handler {
  return (request, response, next) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== REMOTES_LIST_PATH) return next();
    fetch(new URL(REMOTES_LIST_PATH, upstream), { headers: { accept: 'application/json' } })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`${answer.status} from ${upstream}${REMOTES_LIST_PATH}`);
        const list = overrideRemotesList((await answer.json()) as RemotesList, remote, devManifest);
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(list));
      })
      .catch((error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`Tidings at ${upstream} did not answer: ${String(error)}`);
      });
  };
}

/**
 * The dev shell registers no service worker, but this origin may hold one from an earlier
 * production page (a proxy of the built shell on the same port). Its precache would keep serving
 * a stale page and remotes.json, so the browser's update check gets a worker that removes itself.
 */
const UNREGISTERING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const key of await caches.keys()) await caches.delete(key);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

export const serviceWorkerRoute: Handler = (request, response, next) => {
  if (request.url?.split('?')[0] !== '/sw.js') return next();
  response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(UNREGISTERING_WORKER);
};

/** What reaches the proxy goes to the running Tidings, but the dev remote's files and the HMR socket. */
export function isUpstreamPath(path: string, devPrefix: string): boolean {
  return !path.startsWith(devPrefix) && path !== '/ws';
}

/** A page navigation or one of the shell's own files (they are built here, in development mode). */
function isShellPath(path: string): boolean {
  return !path.startsWith('/api') && !path.startsWith('/mf/') && !path.startsWith('/mf-dev/');
}

/**
 * The shell's dev build for pages and its files: a navigation gets index.html (or the standalone
 * page under /standalone), as the gateway answers deep links with the shell.
 */
export function shellRoute(shellAssets: Handler): Handler {
  return (request, response, next) => {
    const path = request.url?.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isShellPath(path)) return next();
    const isPage = !/\.[a-z0-9]+$/i.test(path) && (request.headers.accept ?? '').includes('text/html');
    if (isPage) request.url = path === '/standalone' || path.startsWith('/standalone/') ? '/standalone.html' : '/index.html';
    shellAssets(request, response, next);
  };
}

/**
 * The gateway refuses a write whose Origin is not its own (CSRF). Requests from this dev page are
 * the page's own, forwarded: they carry the upstream's origin, as they would on the real site.
 */
export function rewriteOwnOrigin(ownOrigins: string[], upstreamOrigin: string) {
  return (proxyRequest: { setHeader(name: string, value: string): void }, request: IncomingMessage) => {
    if (request.headers.origin && ownOrigins.includes(request.headers.origin)) proxyRequest.setHeader('origin', upstreamOrigin);
  };
}
