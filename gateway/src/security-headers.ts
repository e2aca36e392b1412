import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { GatewayConfig } from './config.js';

/** Origins of remotes deployed elsewhere (REMOTE_URLS): the page must be allowed to load them. */
export function remoteOrigins(remoteUrls: GatewayConfig['remoteUrls']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  return [...origins];
}

/**
 * Helmet with a CSP that Module Federation can live with: remoteEntry.js and chunks are scripts
 * from 'self' (or a remote's own origin), manifests are fetched (connect-src), CSS Modules are
 * injected as <style>/<link> (style-src 'unsafe-inline'); the one inline script of index.html is
 * allowed by its hash. No upgrade-insecure-requests (it breaks
 * plain-http localhost); HSTS is added per request, only when the request came over TLS.
 */
export function helmetOptions(config: Pick<GatewayConfig, 'remoteUrls'>, inlineScriptHashes: string[] = []): FastifyHelmetOptions {
  const remotes = remoteOrigins(config.remoteUrls);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The shell's inline theme script, by hash (inline-script-hashes.ts); no other inline script.
        scriptSrc: ["'self'", ...inlineScriptHashes, ...remotes],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        // Article images and favicons come from anywhere on the web.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
