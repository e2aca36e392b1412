import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration, RuleSetRule } from '@rspack/core';

const FACTORY_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Resolution shared by app builds and the service worker build. `source` comes first so
 * workspace packages (`@tidings/*`) resolve to their TypeScript source, not to a stale dist. */
export const resolveOptions = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['source', 'browser', 'import', 'module', 'production', 'default'],
  // TS source imports siblings as `./x.js` (NodeNext style); map that back to the .ts file.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
} satisfies Configuration['resolve'];

export const swcRule: RuleSetRule = {
  test: /\.[cm]?tsx?$/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

export interface BaseOptions {
  /** Compiler name and `output.uniqueName` (the MF name, e.g. `mf_feed`). */
  name: string;
  /** The app's folder (holds package.json, src/, dist/). */
  dir: string;
  publicPath: string;
  entry: string;
}

/** Everything but Module Federation: production mode, hashed names, CSS Modules, SWC, cache. */
export function createBaseConfig({ name, dir, publicPath, entry }: BaseOptions): Configuration {
  return {
    name,
    context: dir,
    mode: 'production',
    target: ['web', 'es2022'],
    devtool: 'source-map',
    entry: { main: entry },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      ...resolveOptions,
      alias: {
        // react-router's exports map points every condition at its development build; the
        // shared surface (browser/react-router-surface.js) imports the production one by path.
        'react-router/dist/production/index.mjs$': path.join(path.dirname(createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json')), 'dist/production/index.mjs'),
      },
    },
    module: {
      // `import styles from './x.module.css'` (default object), as the css-modules.d.ts declare.
      // Custom properties stay global: the design tokens are shared by every app, and a module
      // that defines `--x` for another module to read must not have it renamed per file.
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      rules: [
        swcRule,
        // Rspack 2 native CSS: `*.module.css` become CSS Modules, other `.css` files global.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Async boundary + MF: a runtime chunk would split the container runtime (MF pitfall).
      runtimeChunk: false,
    },
    performance: { hints: false },
    cache: {
      type: 'persistent',
      buildDependencies: [path.join(FACTORY_DIR, 'base-config.ts'), path.join(FACTORY_DIR, 'shared-singletons.ts'), path.join(dir, 'package.json')],
      storage: { type: 'filesystem', directory: path.join(dir, 'node_modules/.cache/rspack') },
    },
    stats: 'errors-warnings',
  };
}
