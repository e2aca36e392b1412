import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { DEV_OUTPUT_NAMES, devCache, devRemotePath, REFRESH_RUNTIME_GLOBAL, withDevSwc } from './dev-settings.js';

export interface RemoteDevOptions {
  /** The remote's folder name (`mf-discover`): its dev files are served at `/mf-dev/<folder>/`. */
  folder: string;
}

/**
 * A remote's production config (its own rspack.config.ts, so the same exposes and shared map)
 * turned into the dev server's: development mode, React Refresh, names without hashes, files in
 * memory under `/mf-dev/<folder>/`. Still a Module Federation remote with `externalRuntime`,
 * `dts: false`: it runs inside the shell's dev build, never alone. Only scripts/remote-dev uses it.
 */
export function createRemoteDevConfig(production: Configuration, { folder }: RemoteDevOptions): Configuration {
  const dir = production.context ?? process.cwd();
  return {
    ...production,
    mode: 'development',
    devtool: 'eval-cheap-module-source-map',
    output: {
      ...production.output,
      path: path.join(dir, 'node_modules/.cache/tidings-dev/dist'),
      publicPath: devRemotePath(folder),
      ...DEV_OUTPUT_NAMES,
    },
    module: { ...production.module, rules: withDevSwc(production.module?.rules, true) },
    // The shell's dev build owns the page's one refresh runtime; this remote's modules use it.
    externals: { 'react-refresh/runtime': `var globalThis.${REFRESH_RUNTIME_GLOBAL}` },
    plugins: [...(production.plugins ?? []), new ReactRefreshRspackPlugin({ injectEntry: false })],
    cache: devCache(path.join(dir, 'node_modules/.cache/rspack-dev'), fileURLToPath(import.meta.url), production.cache),
    stats: 'errors-warnings',
  };
}
