import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { DEV_OUTPUT_NAMES, devCache, REFRESH_RUNTIME_MODULE, withDevSwc } from './dev-settings.js';

export interface ShellDevOptions {
  /** The MF name of the remote under development (`mf_discover`): the standalone page's remote. */
  remote: string;
  /** Its folder: this build's output and cache are its own, so two remotes' dev servers can run. */
  folder: string;
}

/**
 * The shell's production config turned into the page a remote's dev server serves. React Refresh
 * needs React's development build on the page (the production react-dom has no refresh hooks),
 * and the shell is what provides React to every remote: so the dev page runs the shell from this
 * checkout in development mode, with the React Refresh runtime installed before react-dom starts.
 * A second entry, `standalone`, renders the remote's screens alone with the shell's providers.
 * No service worker: src/bootstrap.tsx registers one in production builds only.
 */
export function createShellDevConfig(production: Configuration, { remote, folder }: ShellDevOptions): Configuration {
  const dir = production.context ?? process.cwd();
  const template = path.join(dir, 'index.html');
  const plugins = (production.plugins ?? []).filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin));
  return {
    ...production,
    mode: 'development',
    devtool: 'eval-cheap-module-source-map',
    entry: {
      main: [REFRESH_RUNTIME_MODULE, './src/index.ts'],
      standalone: [REFRESH_RUNTIME_MODULE, './src/standalone/standalone-entry.ts'],
    },
    output: {
      ...production.output,
      path: path.join(dir, 'node_modules/.cache/tidings-dev', folder),
      ...DEV_OUTPUT_NAMES,
    },
    module: { ...production.module, rules: withDevSwc(production.module?.rules, false) },
    plugins: [
      ...plugins,
      new rspack.HtmlRspackPlugin({ template, filename: 'index.html', chunks: ['main'], inject: 'body', scriptLoading: 'defer' }),
      new rspack.HtmlRspackPlugin({ template, filename: 'standalone.html', chunks: ['standalone'], inject: 'body', scriptLoading: 'defer', title: `${folder} alone` }),
      // Only the runtime: shell code is not hot-updated (the page reloads for a shell change).
      new ReactRefreshRspackPlugin({ injectLoader: false }),
      new rspack.DefinePlugin({ 'process.env.TIDINGS_DEV_REMOTE': JSON.stringify(remote) }),
    ],
    cache: devCache(path.join(dir, 'node_modules/.cache/rspack-dev', folder), fileURLToPath(import.meta.url), production.cache),
    stats: 'errors-warnings',
  };
}
