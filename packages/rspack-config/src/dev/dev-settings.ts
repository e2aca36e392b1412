import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { swcRule } from '../base-config.js';

/** Where the shell's dev build publishes its React Refresh runtime (browser/react-refresh-global.js). */
export const REFRESH_RUNTIME_GLOBAL = '__TIDINGS_REACT_REFRESH_RUNTIME__';

export const REFRESH_RUNTIME_MODULE = path.resolve(import.meta.dirname, '../../browser/react-refresh-global.js');

/** The dev server serves the remote under development here, beside the proxied `/mf/…`. */
export function devRemotePath(folder: string): string {
  return `/mf-dev/${folder}/`;
}

/** SWC with React's development JSX and, for a remote, the React Refresh transform. */
export function devSwcRule(refresh: boolean): RuleSetRule {
  return {
    test: swcRule.test,
    loader: 'builtin:swc-loader',
    type: swcRule.type,
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: true, refresh } },
        target: 'es2022',
      },
    },
  };
}

/** The production rules with the SWC rule swapped for the development one. */
export function withDevSwc(rules: NonNullable<Configuration['module']>['rules'], refresh: boolean) {
  return (rules ?? []).map((rule) => (rule === swcRule ? devSwcRule(refresh) : rule));
}

/**
 * Dev builds keep their own persistent cache: a production build never reads a dev one. The dev
 * factories are a version of it rather than build dependencies: Rspack cannot follow their
 * NodeNext `./x.js` imports back to the `.ts` files.
 */
export function devCache(directory: string, configFile: string, base: Configuration['cache']): Configuration['cache'] {
  const buildDependencies = typeof base === 'object' && base.type === 'persistent' ? (base.buildDependencies ?? []) : [];
  const version = createHash('sha256');
  for (const file of [configFile, import.meta.filename, REFRESH_RUNTIME_MODULE]) version.update(readFileSync(file));
  return { type: 'persistent', buildDependencies, version: version.digest('hex').slice(0, 16), storage: { type: 'filesystem', directory } };
}

/** Dev builds' file names: plain names (served from memory, never cached by a browser for long), nothing cleaned. */
export const DEV_OUTPUT_NAMES = {
  filename: '[name].js',
  chunkFilename: '[name].js',
  cssFilename: '[name].css',
  cssChunkFilename: '[name].css',
  assetModuleFilename: 'assets/[name][ext]',
  clean: false,
} as const;
