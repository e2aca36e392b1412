import path from 'node:path';
import { existsSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createBaseConfig } from './base-config.js';
import { FEDERATION_DEFAULTS } from './create-remote-config.js';
import { createSharedConfig } from './shared-singletons.js';

export interface ShellConfigOptions {
  /** MF host name and uniqueName; `shell` unless a second host ever appears. */
  name?: string;
  dir: string;
  /** HTML template, relative to dir. */
  template?: string;
  /** Copied as-is to the root of dist (manifest.webmanifest, icons). */
  publicDir?: string;
}

/**
 * The host. No static `remotes`: they are registered at runtime from /mf/remotes.json, so one
 * shell build works against any set of deployed remotes. `publicPath: '/'` keeps deep links
 * (/onboarding/interests) loading chunks from the root.
 */
export function createShellConfig({ name = 'shell', dir, template = 'index.html', publicDir = 'public' }: ShellConfigOptions): Configuration {
  const config = createBaseConfig({ name, dir, publicPath: '/', entry: './src/index.ts' });
  const publicPath = path.join(dir, publicDir);
  config.plugins = [
    new ModuleFederationPlugin({
      ...FEDERATION_DEFAULTS,
      // The host exposes nothing, so no manifest is needed from it.
      manifest: false,
      name,
      remotes: {},
      shared: createSharedConfig(dir),
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(dir, template), inject: 'body', scriptLoading: 'defer' }),
    ...(existsSync(publicPath) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicPath, to: '.' }] })] : []),
  ];
  return config;
}
