import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES, type ExposedModule, type RemoteName } from '@tidings/contracts/frontend-registry';
import { createBaseConfig } from './base-config.js';
import { FederatedTypesPlugin } from './federated-types.js';
import { createSharedConfig } from './shared-singletons.js';

/** A live remote provides every module the registry promises; one still to land may provide none. */
export type RemoteExposes<R extends RemoteName> = (typeof REMOTES)[R]['live'] extends true
  ? Record<ExposedModule<R>, string>
  : Partial<Record<ExposedModule<R>, string>>;

export interface RemoteConfigOptions<R extends RemoteName> {
  /** The MF container name from the registry, e.g. `mf_feed` (also the output's uniqueName). */
  name: R;
  /** The remote's folder, usually `path.dirname(fileURLToPath(import.meta.url))`. */
  dir: string;
  /** Registry module name → file, e.g. `{ FeedPage: './src/app/feed-page.tsx' }`. */
  exposes: RemoteExposes<R>;
}

/** Options every MF container gets; exported so the contract test can name what is promised. */
export const FEDERATION_DEFAULTS = {
  // MF's DTS would fetch every remote's @mf-types.zip by URL: remotes generate their declarations
  // with FederatedTypesPlugin instead, and the shell's tsconfig reads them from disk.
  dts: false,
  dev: false,
  // With 'version-first' one offline remote's remoteEntry would break start-up.
  shareStrategy: 'loaded-first',
  // Every remote emits dist/mf-manifest.json; the shell registers remotes by manifest URL.
  manifest: true,
} as const;

/** Browser-only runtime: drops the federation runtime's Node script loader. */
const WEB_TARGET = { target: 'web' } as const;

/**
 * A remote uses the federation runtime the shell provides (`provideExternalRuntime`) instead of
 * shipping its own copy in remoteEntry.js (~26 KB gzip for every remote a screen loads). Every
 * remote runs inside the shell — the only host — so the runtime is always there before it.
 */
export const REMOTE_EXPERIMENTS = { externalRuntime: true, optimization: WEB_TARGET } as const;
export const HOST_EXPERIMENTS = { provideExternalRuntime: true, optimization: WEB_TARGET } as const;

/**
 * A Module Federation remote: `remoteEntry.js` + `mf-manifest.json` in `<dir>/dist`, served by the
 * gateway under `/mf/<folder>/`, hence `publicPath: 'auto'` (chunks load next to remoteEntry).
 */
export function createRemoteConfig<R extends RemoteName>({ name, dir, exposes: modules }: RemoteConfigOptions<R>): Configuration {
  const exposes = Object.fromEntries(Object.entries<string | undefined>(modules).flatMap(([module, file]) => (file ? [[`./${module}`, file]] : [])));
  const config = createBaseConfig({ name, dir, publicPath: 'auto', entry: './src/index.ts' });
  config.plugins = [
    new ModuleFederationPlugin({
      ...FEDERATION_DEFAULTS,
      experiments: REMOTE_EXPERIMENTS,
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: createSharedConfig(dir),
    }),
    // The exposed modules' declarations, which the shell's typecheck reads (federated-types.ts).
    new FederatedTypesPlugin({ name, dir, exposes }),
    // The MF plugin creates no container when `exposes` is empty, but the gateway, the manifest
    // and the shell's fallbacks expect remoteEntry.js from every deployed remote, even one whose
    // screens have not landed yet.
    ...(Object.keys(exposes).length === 0 ? [new rspack.container.ContainerPlugin({ name, filename: 'remoteEntry.js', exposes: {}, library: { type: 'var', name }, enhanced: true })] : []),
  ];
  return config;
}
