import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of react-router the frontends use, shared in place of the whole package. */
export const REACT_ROUTER_SURFACE = fileURLToPath(new URL('../browser/react-router-surface.js', import.meta.url));

/**
 * The modules every frontend shares as singletons (conventions 10). React 19 and the router
 * hold module-level state (hooks dispatcher, contexts), react-query holds the one QueryClient
 * context, and web-kit holds the toast and theme stores: two copies on one page would split them.
 * The trailing-slash keys share every subpath (`react/jsx-runtime`, `react-dom/client`,
 * `@tidings/web-kit/toast-store`), which otherwise load twice.
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'zustand', '@tidings/web-kit'] as const;

/** Share keys per package: bare name, and/or a trailing slash for every subpath. web-kit has no
 * bare entry (its package.json exports only subpaths), so it is shared by prefix only. */
const SHARE_KEYS: Record<(typeof SINGLETON_PACKAGES)[number], string[]> = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  'react-router': ['react-router'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  zustand: ['zustand'],
  '@tidings/web-kit': ['@tidings/web-kit/'],
};

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** The module provided under this key, when it is not the package itself. */
  import?: string;
  /** The version offered, when the provided module is not the package's own entry. */
  version?: string;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Reads each singleton's version range from the app's own package.json. */
export function createSharedConfig(appDir: string): Record<string, SharedEntry> {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    const range = ranges[name];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${name}: it is a shared singleton`);
    for (const key of SHARE_KEYS[name]) shared[key] = { singleton: true, requiredVersion: range };
  }
  // A shared module keeps every export (the build cannot know what other apps will use), so
  // react-router is shared as its declarative-routing surface; the surface's version is the
  // installed react-router's, so version checks between apps stay meaningful.
  const installed = createRequire(path.join(appDir, 'package.json'))('react-router/package.json') as { version: string };
  shared['react-router'] = { ...shared['react-router']!, import: REACT_ROUTER_SURFACE, version: installed.version };
  return shared;
}
