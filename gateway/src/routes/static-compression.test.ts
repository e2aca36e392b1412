import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildGateway, makeWebRoot, testConfig } from '../test/helpers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

const SHELL_JS = `console.log(${JSON.stringify('shell '.repeat(200))})`;
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
const SW = `self.addEventListener('fetch', () => {}); ${'// worker\n'.repeat(100)}`;
const MANIFEST = JSON.stringify({ id: 'mf_feed', name: 'mf_feed', padding: 'x'.repeat(500) });
const WEB_MANIFEST = JSON.stringify({ name: 'Tidings', start_url: '/', padding: 'y'.repeat(500) });
const FEED_CHUNK = `console.log(${JSON.stringify('feed '.repeat(200))})`;

/** A file with the siblings scripts/precompress.ts writes, each marked so a test sees which was sent. */
function withSiblings(path: string, content: string): Record<string, string | Buffer> {
  return { [path]: content, [`${path}.br`]: brotliCompressSync(`${content}/*br*/`), [`${path}.gz`]: gzipSync(`${content}/*gz*/`) };
}

let gateway: FastifyInstance;
let remove: () => void;

beforeAll(async () => {
  const web = makeWebRoot({
    ...withSiblings('shell/dist/index.html', INDEX),
    ...withSiblings('shell/dist/main.1a2b3c4d5e.js', SHELL_JS),
    ...withSiblings('shell/dist/sw.js', SW),
    ...withSiblings('shell/dist/manifest.webmanifest', WEB_MANIFEST),
    ...withSiblings('mf-feed/dist/mf-manifest.json', MANIFEST),
    ...withSiblings('mf-feed/dist/main.76adb3baf9.js', FEED_CHUNK),
    // Too small to gain from compression: the build writes no sibling.
    'shell/dist/tiny.0123456789.js': 'x',
  });
  remove = web.remove;
  gateway = await buildGateway(testConfig({ WEB_ROOT: web.dir }));
});

afterAll(async () => {
  await gateway.close();
  remove();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  gateway.inject({ url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('precompressed static files', () => {
  it('sends the brotli file to a browser that accepts it, as the JavaScript it encodes, cached for a year', async () => {
    for (const [url, content] of [['/main.1a2b3c4d5e.js', SHELL_JS], ['/mf/mf-feed/main.76adb3baf9.js', FEED_CHUNK]] as const) {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${content}/*br*/`);
    }
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await get('/main.1a2b3c4d5e.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${SHELL_JS}/*gz*/`);
  });

  it('sends the file itself without Accept-Encoding, still varying on it for shared caches', async () => {
    const response = await get('/main.1a2b3c4d5e.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SHELL_JS);
    const identity = await get('/main.1a2b3c4d5e.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SHELL_JS);
  });

  it('sends a file without siblings as it is, whatever the browser accepts', async () => {
    const response = await get('/tiny.0123456789.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x');
  });

  it('compresses index.html at / and on app routes, still revalidated on every load', async () => {
    for (const url of ['/', '/profile']) {
      const response = await get(url, BROWSER, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${INDEX}/*br*/`);
    }
  });

  it('keeps the entry points short-lived and their own headers when compressed', async () => {
    const worker = await get('/sw.js', BROWSER);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/mf/mf-feed/mf-manifest.json', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    const webManifest = await get('/manifest.webmanifest', BROWSER);
    expect(webManifest.headers['cache-control']).toBe('no-cache');
    expect(webManifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('gives each encoding its own ETag and answers a matching revalidation with 304', async () => {
    const br = await get('/', BROWSER, HTML);
    const plain = await get('/', undefined, HTML);
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/', BROWSER, { ...HTML, 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The ETag is the validator; Last-Modified would only repeat it on every response.
    expect(br.headers['last-modified']).toBeUndefined();
    const remote = await get('/mf/mf-feed/mf-manifest.json', BROWSER);
    expect((await get('/mf/mf-feed/mf-manifest.json', BROWSER, { 'if-none-match': String(remote.headers.etag) })).statusCode).toBe(304);
  });

  it('does not serve the .br and .gz files under their own names', async () => {
    for (const url of ['/main.1a2b3c4d5e.js.br', '/main.1a2b3c4d5e.js.gz', '/mf/mf-feed/main.76adb3baf9.js.br', '/mf/mf-feed/mf-manifest.json.gz']) {
      expect((await get(url, BROWSER, HTML)).statusCode).toBe(404);
    }
  });
});

describe('headers of the files a page loads', () => {
  it('name the request id on pages and entry points, not on content-hashed files', async () => {
    expect((await get('/', BROWSER, HTML)).headers['x-request-id']).toBeTruthy();
    expect((await get('/mf/mf-feed/mf-manifest.json', BROWSER)).headers['x-request-id']).toBeTruthy();
    for (const url of ['/main.1a2b3c4d5e.js', '/mf/mf-feed/main.76adb3baf9.js']) expect((await get(url, BROWSER)).headers['x-request-id']).toBeUndefined();
  });

  it('keep the document-only security headers on pages and the worker, and drop them from scripts and styles', async () => {
    const page = await get('/', BROWSER, HTML);
    const worker = await get('/sw.js', BROWSER);
    for (const response of [page, worker]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBeDefined();
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    for (const url of ['/main.1a2b3c4d5e.js', '/main.1a2b3c4d5e.css', '/mf/mf-feed/main.76adb3baf9.js', '/mf/mf-feed/mf-manifest.json']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
      // These apply to scripts and styles too.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
