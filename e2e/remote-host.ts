// A remote deployed on its own origin, served as its image serves it in docker-compose
// (nginx/remote.conf): the files of one build folder, CORS for the shell's origin, the gateway's
// caching (content-hashed files immutable, the manifest and remoteEntry.js revalidated). A new
// deployment swaps the folder; stop and start are the remote's outage.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { cacheControlFor } from '../gateway/src/static-cache.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
};

/** Files of a build that arrive late, as on a mobile link. */
export interface SlowFiles {
  paths: string[];
  ms: number;
}

export interface RemoteHost {
  /** From now on, every request is answered from this build folder; `slow` files only after `ms`. */
  deploy: (dir: string, slow?: SlowFiles) => void;
  start: () => Promise<void>;
  /** Closes the port and every open connection: the browser's next request is refused. */
  stop: () => Promise<void>;
}

export function remoteHost(port: number, initialDir: string): RemoteHost {
  let dir = initialDir;
  let slow: SlowFiles = { paths: [], ms: 0 };
  let server: Server | null = null;
  const handle = async (path: string) => {
    const file = normalize(join(dir, decodeURIComponent(path)));
    if (!file.startsWith(dir) || /\.(br|gz)$/.test(file)) return null;
    return readFile(file).catch(() => null);
  };
  return {
    deploy: (next, slowFiles = { paths: [], ms: 0 }) => {
      dir = next;
      slow = slowFiles;
    },
    start: () =>
      new Promise((listening) => {
        server = createServer((request, response) => {
          const path = new URL(request.url ?? '/', 'http://remote').pathname;
          const late = slow.paths.includes(path) ? slow.ms : 0;
          void Promise.all([handle(path), new Promise((resolve) => setTimeout(resolve, late))]).then(([body]) => {
            const headers = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'cache-control': cacheControlFor(path) };
            if (!body) return void response.writeHead(404, headers).end();
            response.writeHead(200, { ...headers, 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
          });
        });
        server.listen(port, '127.0.0.1', () => listening());
      }),
    stop: () =>
      new Promise((closed) => {
        if (!server) return closed();
        server.close(() => closed());
        server.closeAllConnections();
        server = null;
      }),
  };
}
