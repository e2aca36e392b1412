// One remote's Rspack dev server (hot reload with React Refresh) served into a running Tidings:
// the page and the shell come from the shell's dev build, this remote from memory under
// /mf-dev/<folder>/, and everything else — the API, the other remotes — from TIDINGS_URL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { devMiddleware } from '@rspack/dev-middleware';
import { RspackDevServer } from '@rspack/dev-server';
import { REMOTES, type RemoteName } from '@tidings/contracts/frontend-registry';
import { createRemoteDevConfig } from '@tidings/rspack-config/dev/create-remote-dev-config';
import { createShellDevConfig } from '@tidings/rspack-config/dev/create-shell-dev-config';
import { devRemotePath } from '@tidings/rspack-config/dev/dev-settings';
import { ROOT } from '../engines.js';
import { isUpstreamPath, remotesListRoute, rewriteOwnOrigin, serviceWorkerRoute, shellRoute, type Handler } from './dev-routes.js';

export interface RemoteDevServerOptions {
  folder: string;
  /** The running Tidings: `npm start`'s gateway or a deployed one. */
  upstream: string;
  port: number;
  /** Called after every rebuild of the remote but the first, with Rspack's own duration. */
  onRebuilt?: (stats: Stats) => void;
}

export interface RemoteDevServer {
  url: string;
  remoteEntryUrl: string;
  close(): Promise<void>;
}

export function remoteOfFolder(folder: string): RemoteName | undefined {
  return (Object.keys(REMOTES) as RemoteName[]).find((name) => REMOTES[name].folder === folder);
}

async function loadConfig(app: string): Promise<Configuration> {
  const module = (await import(pathToFileURL(path.join(ROOT, app, 'rspack.config.ts')).href)) as { default: Configuration };
  return module.default;
}

export async function startRemoteDevServer({ folder, upstream, port, onRebuilt }: RemoteDevServerOptions): Promise<RemoteDevServer> {
  const remote = remoteOfFolder(folder);
  if (!remote) throw new Error(`${folder} is not a remote; choose one of ${Object.values(REMOTES).map((item) => item.folder).join(', ')}`);
  const devPrefix = devRemotePath(folder);
  const url = `http://localhost:${port}`;
  const upstreamOrigin = new URL(upstream).origin;

  const remoteCompiler = rspack(createRemoteDevConfig(await loadConfig(folder), { folder }));
  const shellCompiler = rspack(createShellDevConfig(await loadConfig('shell'), { remote, folder }));
  let builds = 0;
  remoteCompiler.hooks.done.tap('tidings-remote-dev', (stats) => {
    if (builds++ > 0) onRebuilt?.(stats);
  });
  const shellAssets = devMiddleware(shellCompiler, { publicPath: '/', index: false, stats: 'errors-warnings' });

  const server = new RspackDevServer(
    {
      port,
      host: 'localhost',
      hot: true,
      liveReload: false,
      // Compression would hold back streamed API answers; the proxy passes them as they come.
      compress: false,
      static: false,
      historyApiFallback: false,
      setupExitSignals: false,
      client: { logging: 'warn', overlay: { errors: true, warnings: false, runtimeErrors: false }, progress: false },
      devMiddleware: { publicPath: devPrefix, stats: 'errors-warnings' },
      proxy: [
        {
          context: (pathname: string) => isUpstreamPath(pathname, devPrefix),
          target: upstream,
          changeOrigin: true,
          // A session cookie set for the deployed domain is kept for this one (localhost).
          cookieDomainRewrite: '',
          on: { proxyReq: rewriteOwnOrigin([url, `http://127.0.0.1:${port}`], upstreamOrigin) },
        },
      ],
      setupMiddlewares: (middlewares) => [
        remotesListRoute(upstream, remote, `${devPrefix}mf-manifest.json`),
        serviceWorkerRoute,
        shellRoute(shellAssets as Handler),
        ...middlewares,
      ],
    },
    remoteCompiler,
  );
  await server.start();
  return {
    url,
    remoteEntryUrl: `${url}${devPrefix}remoteEntry.js`,
    close: async () => {
      await server.stop();
      await new Promise<void>((closed) => shellAssets.close(() => closed()));
    },
  };
}
