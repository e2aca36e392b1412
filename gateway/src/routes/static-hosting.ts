import fastifyStatic from '@fastify/static';
import { errorBody } from '@tidings/service-kit/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type GatewayConfig } from '../config.js';
import { REMOTES_LIST_PATH, type RemoteName } from '@tidings/contracts/frontend-registry';
import { cacheControlFor, IMMUTABLE } from '../static-cache.js';
import { createScreenPreloader } from '../screen-preload.js';
import { REQUEST_ID_HEADER } from '@tidings/service-kit/logger';
import { METRICS_PATH } from '@tidings/service-kit/metrics/metrics-plugin';
import { prefersHtml } from './prefers-html.js';

export type StaticHostingOptions = Pick<GatewayConfig, 'webRoot' | 'remoteUrls'>;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tidings is not built yet</title></head>
<body><main><h1>The frontends are not built</h1>
<p>The gateway is running, but <code>shell/dist</code> does not exist. Run <code>npm run build</code> and reload.</p>
<p>The API is available under <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

function isReservedPath(path: string): boolean {
  // /metrics too: served on the metrics listener only, so a scraper pointed here gets a plain 404, not the app.
  return path === '/api' || path.startsWith('/api/') || path === '/mf' || path.startsWith('/mf/') || path === METRICS_PATH;
}

/** The build writes `.br` and `.gz` beside every text file (scripts/precompress.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;
const withoutEncoding = (path: string) => path.replace(PRECOMPRESSED, '');

/**
 * Headers that only mean something on a document (or, for CSP, a worker script): helmet sets them
 * on every response, ~0.6 KB each time over HTTP/1.1, a dozen times per first load. Scripts,
 * styles, images and JSON go without them; `nosniff` and CORP, which do apply, stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  // Governs the requests a document or a worker makes; a script's or a style's response has none.
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A file is asked for when the last segment has an extension (`/x.js`); anything else is an app route. */
function looksLikeFile(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The shell at `/` with an SPA fallback, every remote's dist under `/mf/<folder>/`, and the
 * runtime remote list at `/mf/remotes.json`. A missing dist is a warning, not a crash.
 */
export async function staticHostingRoutes(app: FastifyInstance, options: StaticHostingOptions): Promise<void> {
  const shellDist = join(options.webRoot, 'shell', 'dist');

  // `filePath` is the file sent: `x.js.br` when the browser accepts brotli. Headers follow the
  // file asked for (@fastify/static then sets its content-type, Content-Encoding and Vary).
  const setHeaders = (reply: FastifyReply, sentPath: string) => {
    const filePath = withoutEncoding(sentPath);
    reply.header('cache-control', cacheControlFor(filePath));
    if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    const isWorker = filePath === join(shellDist, 'sw.js');
    if (isWorker) reply.header('service-worker-allowed', '/');
    else if (!filePath.endsWith('.html')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    // A content-hashed file is the same bytes for everyone and never changes: there is no user
    // report to match to its request in the logs, so its ~50 bytes are saved a dozen times a visit.
    if (cacheControlFor(filePath) === IMMUTABLE) reply.removeHeader(REQUEST_ID_HEADER);
  };

  const remotesJson = JSON.stringify({
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      manifest: options.remoteUrls[remote.name] ?? `/mf/${remote.folder}/mf-manifest.json`,
    })),
  });
  app.get(REMOTES_LIST_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(remotesJson),
  );

  // The shell first: its registration provides `reply.sendFile` for the fallback route below.
  const shellBuilt = existsSync(join(shellDist, 'index.html'));
  if (!shellBuilt) app.log.warn({ shellDist }, 'the shell is not built: / answers 503 until `npm run build` has run');
  // preCompressed: brotli when accepted, else gzip, else the file itself; always `Vary: accept-encoding`.
  // The siblings themselves are not URLs: asked for directly they would arrive undecoded.
  // The ETag alone answers revalidations (304s); Last-Modified would repeat it on every response.
  // No byte ranges: nothing served here is media a player seeks in, and the header rode every file.
  const common = { cacheControl: false, lastModified: false, acceptRanges: false, preCompressed: true, setHeaders, allowedPath: (path: string) => !PRECOMPRESSED.test(path) } as const;
  await app.register(fastifyStatic, { ...common, root: shellBuilt ? shellDist : options.webRoot, serve: false });

  const served = new Set<RemoteName>();
  for (const remote of REMOTES) {
    const dist = join(options.webRoot, remote.folder, 'dist');
    const prefix = `/mf/${remote.folder}/`;
    if (existsSync(dist)) {
      served.add(remote.name);
      await app.register(fastifyStatic, { ...common, root: dist, prefix, decorateReply: false, index: false, redirect: false });
    } else {
      if (!options.remoteUrls[remote.name]) app.log.warn({ dist }, `${remote.folder} is not built: ${prefix} answers 503`);
      app.get(`${prefix}*`, { schema: { hide: true } }, (_request, reply) =>
        reply.code(503).send(errorBody(503, 'FRONTEND_NOT_BUILT', `${remote.folder} is not built on this server`)),
      );
    }
  }

  const linkHeaderFor = createScreenPreloader(served, options.remoteUrls);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    if (isReservedPath(path)) return reply.callNotFound();
    if (looksLikeFile(path)) return shellBuilt ? reply.sendFile(path.slice(1)) : reply.callNotFound();
    if (!prefersHtml(request.headers.accept)) return reply.callNotFound();
    if (!shellBuilt) return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const link = linkHeaderFor(path);
    if (link) reply.header('link', link);
    return reply.sendFile('index.html');
  });
}
