import { existsSync, readFileSync } from 'node:fs';
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

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface SharedEntry {
  singleton: true;
  /** A caret range from the version this app was built against (see `requiredRange`). */
  requiredVersion: string;
  /** A singleton that does not satisfy `requiredVersion` makes the app's load fail (the shell shows
   * that remote's fallback) instead of running it against a copy it was not built for. */
  strictVersion: true;
  /** The version offered: the one installed when this app was built. */
  version: string;
  /** The module provided under this key, when it is not the package itself. */
  import?: string;
}

/**
 * `^<installed version>`: an app built against web-kit 1.4.0 runs with any 1.x from 1.4.0 up (a
 * minor only adds), never with 2.x or with 1.3 (which may lack what it uses). The app's own
 * package.json range is not used: workspace packages are `*` there, which would accept anything.
 */
export function requiredRange(version: string): string {
  return `^${version}`;
}

/** The version of `name` this app resolves. Found through node_modules rather than
 * `require('<name>/package.json')`, which web-kit's exports map does not list. */
function installedVersion(appDir: string, name: string): string {
  const folders = createRequire(path.join(appDir, 'package.json')).resolve.paths(name) ?? [];
  const manifest = folders.map((folder) => path.join(folder, name, 'package.json')).find((file) => existsSync(file));
  if (!manifest) throw new Error(`${name} is not installed for ${appDir}`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The shared map of one app; every singleton must be a dependency of the app. */
export function createSharedConfig(appDir: string): Record<string, SharedEntry> {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    if (!declared[name]) throw new Error(`${appDir}/package.json must depend on ${name}: it is a shared singleton`);
    const version = installedVersion(appDir, name);
    for (const key of SHARE_KEYS[name]) shared[key] = { singleton: true, strictVersion: true, requiredVersion: requiredRange(version), version };
  }
  // A shared module keeps every export (the build cannot know what other apps will use), so
  // react-router is shared as its declarative-routing surface, offered with the installed
  // react-router's version so version checks between apps stay meaningful.
  shared['react-router'] = { ...shared['react-router']!, import: REACT_ROUTER_SURFACE };
  return shared;
}
