import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { buildGateway, makeWebRoot, testConfig, useGatewayOverWebRoot } from './test/helpers.js';

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const target = useGatewayOverWebRoot();
const behindTlsProxy = useGatewayOverWebRoot({ TRUSTED_PROXIES: 'loopback' });

describe('security headers', () => {
  it('sends a CSP that lets Module Federation load from the same origin and nothing more', async () => {
    const response = await target.gateway.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('sets the other headers: no COEP, strict-origin-when-cross-origin, nosniff, no HSTS on plain http', async () => {
    const response = await target.gateway.inject({ url: '/mf/mf-feed/remoteEntry.js' });
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // The CSP and the referrer policy govern documents (and the worker): a script goes without
    // them (static-compression.test.ts).
    const page = await target.gateway.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await target.gateway.inject({ url: '/api/health' });
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS only when the request came over TLS (as a trusted proxy says)', async () => {
    const response = await behindTlsProxy.gateway.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // Without TRUSTED_PROXIES the peer is the client, and its X-Forwarded-Proto is not believed.
    const untrusted = await target.gateway.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds the origins of remotes deployed elsewhere to script-src and connect-src', async () => {
    const other = await buildGateway(
      testConfig({ WEB_ROOT: target.webDir, REMOTE_URLS: '{"mf_feed":"https://cdn.example/mf-feed/mf-manifest.json","mf_profile":"/mf/mf-profile/mf-manifest.json"}' }),
    );
    try {
      const csp = directives((await other.inject({ url: '/mf/remotes.json' })).headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example']);
      expect(csp.get('style-src')).toContain('https://cdn.example');
    } finally {
      await other.close();
    }
  });

  it("allows the shell page's inline theme script by its hash, and no other inline script", async () => {
    const script = "document.documentElement.classList.toggle('dark',true)";
    const web = makeWebRoot({ 'shell/dist/index.html': `<!doctype html><html><head><script>${script}</script></head><body><script defer src="/main.1a2b3c4d5e.js"></script></body></html>` });
    const gateway = await buildGateway(testConfig({ WEB_ROOT: web.dir }));
    try {
      const csp = directives((await gateway.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string);
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(csp.get('script-src')).toEqual(["'self'", hash]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    } finally {
      await gateway.close();
      web.remove();
    }
  });
});
