import { describe, expect, it } from 'vitest';
import { buildGateway, testConfig, useGatewayOverWebRoot } from '../test/helpers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const target = useGatewayOverWebRoot();

describe('the shell', () => {
  it('serves index.html at / (revalidated on every load)', async () => {
    const response = await target.gateway.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/feed', '/onboarding/interests', '/profile', '/article/42'])('falls back to index.html for the app route %s', async (url) => {
    const response = await target.gateway.inject({ url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['no Accept header (some scripts)', {}],
    ['Accept: */* (curl)', { accept: '*/*' }],
    ['Accept: text/*', { accept: 'text/*' }],
  ])('answers the shell to %s at / and at app routes', async (_name, headers: Record<string, string>) => {
    for (const url of ['/', '/feed', '/profile']) {
      const response = await target.gateway.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it.each([
    ['application/json'],
    ['application/json, text/plain, */*'],
    ['text/html;q=0'],
    ['image/png'],
  ])('does not fall back for a request that prefers something else to HTML (%s)', async (accept) => {
    const response = await target.gateway.inject({ url: '/feed', headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps JSON 404s under /api and for file-like paths, whatever the Accept', async () => {
    for (const headers of [{}, { accept: '*/*' }] as Record<string, string>[]) {
      for (const url of ['/api', '/api/nothing', '/x.js', '/favicon.ico', '/assets/missing.png']) {
        const response = await target.gateway.inject({ url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });

  it('answers 404 (not index.html) for a missing asset, even when the browser accepts HTML', async () => {
    for (const url of ['/x.js', '/main.0000000000.js', '/assets/missing.png']) {
      const response = await target.gateway.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not fall back under /api or /mf', async () => {
    for (const url of ['/api', '/mf/unknown/remoteEntry.js', '/mf/nothing']) {
      const response = await target.gateway.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('caches content-hashed files for a year, immutable', async () => {
    const js = await target.gateway.inject({ url: '/main.1a2b3c4d5e.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const css = await target.gateway.inject({ url: '/main.1a2b3c4d5e.css' });
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const asset = await target.gateway.inject({ url: '/assets/logo.0f1e2d3c4b.svg' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const underStatic = await target.gateway.inject({ url: '/static/fonts/inter.woff2' });
    expect(underStatic.statusCode).toBe(200);
    expect(underStatic.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates files without a content hash', async () => {
    const response = await target.gateway.inject({ url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves /sw.js uncached with Service-Worker-Allowed: /', async () => {
    const response = await target.gateway.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves /manifest.webmanifest uncached as application/manifest+json', async () => {
    const response = await target.gateway.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({ name: 'Tidings' });
  });

  it('supports conditional requests, so no-cache costs a 304, not a download', async () => {
    const first = await target.gateway.inject({ url: '/', headers: HTML });
    const again = await target.gateway.inject({ url: '/', headers: { ...HTML, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the remotes', () => {
  it('serves /mf/<remote>/mf-manifest.json and remoteEntry.js uncached', async () => {
    const manifest = await target.gateway.inject({ url: '/mf/mf-feed/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'mf_feed' });
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await target.gateway.inject({ url: '/mf/mf-feed/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('caches a remote’s hashed chunks immutably', async () => {
    const response = await target.gateway.inject({ url: '/mf/mf-feed/main.76adb3baf9.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for a missing file of a built remote', async () => {
    const response = await target.gateway.inject({ url: '/mf/mf-feed/nope.js', headers: HTML });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 FRONTEND_NOT_BUILT for a remote whose dist is missing', async () => {
    const response = await target.gateway.inject({ url: '/mf/mf-profile/mf-manifest.json' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'FRONTEND_NOT_BUILT' });
  });
});

describe('/mf/remotes.json', () => {
  it('lists the four remotes by MF name and manifest path, never cached', async () => {
    const response = await target.gateway.inject({ url: '/mf/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      remotes: [
        { name: 'mf_feed', manifest: '/mf/mf-feed/mf-manifest.json' },
        { name: 'mf_discover', manifest: '/mf/mf-discover/mf-manifest.json' },
        { name: 'mf_profile', manifest: '/mf/mf-profile/mf-manifest.json' },
        { name: 'mf_onboarding', manifest: '/mf/mf-onboarding/mf-manifest.json' },
      ],
    });
  });

  it('uses REMOTE_URLS for a remote deployed on its own', async () => {
    const other = await buildGateway(testConfig({ WEB_ROOT: target.webDir, REMOTE_URLS: '{"mf_feed":"https://cdn.example/mf-feed/mf-manifest.json"}' }));
    try {
      const { remotes } = (await other.inject({ url: '/mf/remotes.json' })).json<{ remotes: { name: string; manifest: string }[] }>();
      expect(remotes).toHaveLength(4);
      expect(remotes[0]).toEqual({ name: 'mf_feed', manifest: 'https://cdn.example/mf-feed/mf-manifest.json' });
      expect(remotes[1]).toEqual({ name: 'mf_discover', manifest: '/mf/mf-discover/mf-manifest.json' });
    } finally {
      await other.close();
    }
  });
});

describe('without any build', () => {
  it('starts, and explains at / that the frontends are not built', async () => {
    const bare = await buildGateway(testConfig({ WEB_ROOT: `${target.webDir}/does-not-exist` }));
    try {
      const page = await bare.inject({ url: '/', headers: HTML });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('The frontends are not built');
      expect((await bare.inject({ url: '/main.1a2b3c4d5e.js' })).statusCode).toBe(404);
      expect((await bare.inject({ url: '/mf/mf-feed/remoteEntry.js' })).statusCode).toBe(503);
      expect((await bare.inject({ url: '/mf/remotes.json' })).statusCode).toBe(200);
      expect((await bare.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
