import { basename, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// The build names chunks `[name].[contenthash:10].js|css` and assets `assets/[name].[contenthash:10][ext]`.
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;
// Entry points whose URL is their identity: they must be revalidated so a deploy is picked up.
const ENTRY_POINTS = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'sw.js', 'manifest.webmanifest']);

/** Cache-Control for a file served from a dist folder. Anything not provably content-hashed is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_POINTS.has(name) || name.endsWith('.html')) return REVALIDATE;
  if (CONTENT_HASHED.test(name) || filePath.includes(`${sep}static${sep}`)) return IMMUTABLE;
  return REVALIDATE;
}
