/// <reference types="node" />
// A build-output test: it runs in Node (vitest), unlike the browser code beside it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES } from '@tidings/contracts/frontend-registry';

// The contract between the shell and each remote, read from the BUILT manifest
// (`npx tsx scripts/build-web.ts`) and the registry: the container name, the exposed modules the
// shell loads, and the singletons that must be one instance on the page.
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A live remote exposes exactly the registry's modules; one still to land exposes none yet. */
const PLANNED = REMOTE_NAMES.map((name) => {
  const { folder, live, exposes } = REMOTES[name];
  return { folder, name, exposes: live ? [...exposes] : [] };
});

const SINGLETONS = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'zustand', '@tidings/web-kit'];
/** A shared entry belongs to a singleton package when it is the package or one of its subpaths. */
const packageOf = (shared: string) => SINGLETONS.find((pkg) => shared === pkg || shared.startsWith(`${pkg}/`));

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string }; publicPath?: string };
  exposes: { name: string; path: string }[];
  shared: { name: string; singleton: boolean }[];
}

describe.each(PLANNED)('$folder remote contract', ({ folder, name, exposes }) => {
  const file = path.join(ROOT, folder, 'dist', 'mf-manifest.json');
  // npm test builds first; a missing build is a failure with a clear message, never a silent skip.
  const readManifest = (): Manifest => {
    if (!existsSync(file)) throw new Error(`${folder}/dist/mf-manifest.json is missing: run \`npx tsx scripts/build-web.ts\` first`);
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  };

  it(`has the container name ${name} and a remoteEntry.js`, () => {
    const manifest = readManifest();
    expect(manifest.name).toBe(name);
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(existsSync(path.join(ROOT, folder, 'dist', 'remoteEntry.js'))).toBe(true);
  });

  it(`exposes exactly ${exposes.join(', ') || 'nothing yet'}`, () => {
    const manifest = readManifest();
    expect(manifest.exposes.map((expose) => expose.name).sort()).toEqual([...exposes].sort());
  });

  it('shares react, react-dom, react-router, react-query, zustand and web-kit only as singletons', () => {
    const manifest = readManifest();
    const singletonShares = manifest.shared.filter((shared) => packageOf(shared.name));
    expect(singletonShares.filter((shared) => !shared.singleton).map((shared) => shared.name)).toEqual([]);
    // A remote that renders anything must take React from the host, not bundle its own.
    if (exposes.length > 0) {
      const packages = new Set(singletonShares.map((shared) => packageOf(shared.name)));
      expect([...packages]).toEqual(expect.arrayContaining(['react', 'react-router', '@tanstack/react-query', '@tidings/web-kit']));
    }
  });

});
