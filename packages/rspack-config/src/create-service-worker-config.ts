import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { resolveOptions, swcRule } from './base-config.js';

export interface ServiceWorkerConfigOptions {
  /** The shell's folder. */
  dir: string;
  entry?: string;
}

/**
 * `/sw.js` on its own compiler: one classic-script file, no chunks, no hash (its URL is its
 * identity). It writes into the shell's dist after the shell build (the shell cleans dist), and
 * workbox-build's `injectManifest` then replaces `self.__WB_MANIFEST` in place.
 */
export function createServiceWorkerConfig({ dir, entry = './src/sw.ts' }: ServiceWorkerConfigOptions): Configuration {
  return {
    name: 'shell-sw',
    context: dir,
    mode: 'production',
    target: ['webworker', 'es2022'],
    devtool: false,
    entry: { sw: entry },
    output: { path: path.join(dir, 'dist'), filename: 'sw.js', publicPath: '/', clean: false, chunkFormat: 'array-push' },
    resolve: resolveOptions,
    module: { rules: [swcRule] },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    cache: {
      type: 'persistent',
      buildDependencies: [path.join(dir, 'package.json')],
      storage: { type: 'filesystem', directory: path.join(dir, 'node_modules/.cache/rspack') },
    },
    stats: 'errors-warnings',
  };
}
