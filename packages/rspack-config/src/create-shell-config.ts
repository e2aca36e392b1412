import path from 'node:path';
import { existsSync } from 'node:fs';
import { rspack, type Compiler, type Configuration, type Module } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createBaseConfig } from './base-config.js';
import { FEDERATION_DEFAULTS, HOST_EXPERIMENTS } from './create-remote-config.js';
import { createSharedConfig } from './shared-singletons.js';
import { EarlyChunkPlugin, earlySharedModules } from './early-start.js';
import { earlyStarts } from '@tidings/contracts/remote-early-start';

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
 * Module Federation puts every shared module in a chunk of its own (it may be swapped for another
 * app's copy), so the shell started with ~20 tiny requests. Everything the shell provides is
 * what it renders with, so its copies load together: the framework in one chunk, web-kit (code
 * and CSS) in another. Each shared module stays its own module; only the files are merged.
 * Libraries behind a web-kit UI component (Radix) keep their own chunks, loaded when used.
 */
function shellSplitChunks(early: EarlyChunkPlugin) {
  return {
    cacheGroups: {
      framework: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand)[\\/]|[\\/]rspack-config[\\/]browser[\\/]/,
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      // The auth form's tabs and inputs load together, and only with it: one request, not two.
      authForm: {
        test: /[\\/]web-kit[\\/]src[\\/]ui[\\/](tabs|input)\.tsx$/,
        name: 'auth-form-ui',
        chunks: 'async',
        enforce: true,
        priority: 15,
      },
      // With the contracts web-kit reads on every screen: the registry of remotes and query keys,
      // the tracking rules, the idempotency protocol of the write queue and the news limits of the
      // tracker's viewed ids (a chunk of its own was one more request for 1 KB or less on every route).
      // Not the UI parts only lazy screens use (the auth form's tabs and inputs, the toast region, the inbox's sheet and its states):
      // they load with those screens, so the feed's first load does not carry them. Nor the device
      // store of offline reading (and idb behind it): web-kit imports it lazily, so it stays lazy.
      // Nor the modules the shell imports for a remote's first screen (its early start): they load
      // beside the shell on that remote's routes only, one chunk per remote.
      ...earlyCacheGroups(early),
      webKit: {
        test: (module: Module) => {
          const file = module.nameForCondition() ?? '';
          return (
            /[\\/]packages[\\/](web-kit[\\/]src[\\/]|contracts[\\/]src[\\/](frontend-registry|tracking-rules|idempotency-protocol|news-limits)\.ts$)/.test(file) &&
            !/[\\/]web-kit[\\/]src[\\/]ui[\\/](tabs|input|toast|dialog|state-panel)\.tsx$/.test(file) &&
            !/[\\/]web-kit[\\/]src[\\/]offline[\\/](saved-answers|offline-db|keep-policy|bookmark-prefetch)\.ts$/.test(file) &&
            // Listen mode loads once the page has settled (its flag, for the mini player) or when first
            // pressed (the player, issue 32): only the key logout clears starts with the page.
            !/[\\/]web-kit[\\/]src[\\/]listen[\\/](?!listen-storage-key\.ts$)/.test(file) &&
            !early.test(module)
          );
        },
        name: 'web-kit',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  } satisfies NonNullable<Configuration['optimization']>['splitChunks'];
}

/** One chunk per remote that starts early (early-start.ts). */
function earlyCacheGroups(early: EarlyChunkPlugin) {
  const remotes = earlyStarts().map(({ remote }) => remote);
  return Object.fromEntries(remotes.map((remote) => [`early-${remote}`, { test: early.testFor(remote), name: `early-${remote}`, chunks: 'async' as const, enforce: true, priority: 15 }]));
}

/** Chunks every screen needs, named so the page can ask for them up front. */
const STARTUP_CHUNKS = ['bootstrap', 'framework', 'web-kit'];

/**
 * index.html only names main.js; the rest of the start-up (the app behind the async boundary,
 * the framework, web-kit) would be discovered once main.js has run. Preload links start those
 * downloads with main.js instead, saving a round trip on every first visit.
 */
class PreloadStartupChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadStartupChunksPlugin', async (data) => {
        const files = new Set<string>();
        for (const name of STARTUP_CHUNKS) {
          const chunks = compilation.namedChunkGroups.get(name)?.chunks ?? [compilation.namedChunks.get(name)].filter((chunk) => chunk !== undefined);
          for (const chunk of chunks) for (const file of chunk.files) files.add(file);
        }
        const links = [...files].sort().flatMap((file) => {
          const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
          return as
            ? [
                {
                  tagName: 'link',
                  voidTag: true,
                  attributes: {
                    rel: 'preload',
                    as,
                    href: `${data.publicPath}${file}`,
                  },
                },
              ]
            : [];
        });
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

/**
 * The host. No static `remotes`: they are registered at runtime from /mf/remotes.json, so one
 * shell build works against any set of deployed remotes. `publicPath: '/'` keeps deep links
 * (/onboarding/interests) loading chunks from the root.
 */
export function createShellConfig({ name = 'shell', dir, template = 'index.html', publicDir = 'public' }: ShellConfigOptions): Configuration {
  const config = createBaseConfig({
    name,
    dir,
    publicPath: '/',
    entry: './src/index.ts',
  });
  const publicPath = path.join(dir, publicDir);
  const earlyShared = earlySharedModules(dir);
  const earlyChunk = new EarlyChunkPlugin(earlyShared.folder);
  config.optimization = {
    ...config.optimization,
    splitChunks: shellSplitChunks(earlyChunk),
  };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve?.alias as Record<string, string> | undefined),
      ...earlyShared.alias,
    },
  };
  config.plugins = [
    new ModuleFederationPlugin({
      ...FEDERATION_DEFAULTS,
      experiments: HOST_EXPERIMENTS,
      // The host exposes nothing, so no manifest is needed from it.
      manifest: false,
      name,
      remotes: {},
      shared: createSharedConfig(dir),
    }),
    new rspack.HtmlRspackPlugin({
      template: path.join(dir, template),
      inject: 'body',
      scriptLoading: 'defer',
    }),
    new PreloadStartupChunksPlugin(),
    earlyShared.plugin,
    earlyChunk,
    ...(existsSync(publicPath)
      ? [
          new rspack.CopyRspackPlugin({
            patterns: [{ from: publicPath, to: '.' }],
          }),
        ]
      : []),
  ];
  return config;
}
