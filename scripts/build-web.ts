/**
 * Builds the web frontends in one process with the Rspack JS API (the Rspack CLI cannot load TS
 * configs reliably on Node 20):
 *   npx tsx scripts/build-web.ts            shell + every remote, then the service worker
 *   npx tsx scripts/build-web.ts mf-feed    just that app (several names allowed)
 *   npx tsx scripts/build-web.ts --watch mf-feed   rebuild it on every save (scripts/dev.ts)
 * Each app's `rspack.config.ts` default-exports its config; the cache lives in each app's
 * node_modules/.cache/rspack, so a repeat build only redoes what changed.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { createServiceWorkerConfig } from '@tidings/rspack-config/create-service-worker-config';
import { precompressDist } from './precompress.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-feed', 'mf-discover', 'mf-profile', 'mf-onboarding'] as const;

function selectApps(args: string[]): string[] {
  if (args.length === 0) return [...APPS];
  const unknown = args.filter((arg) => !(APPS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown app(s): ${unknown.join(', ')}. Known: ${APPS.join(', ')}`);
  return args;
}

async function loadConfig(app: string): Promise<Configuration> {
  const file = path.join(ROOT, app, 'rspack.config.ts');
  const module = (await import(pathToFileURL(file).href)) as { default: Configuration };
  return module.default;
}

/** Runs a (multi-)compiler once and closes it: closing is what writes the persistent cache. */
function run<T extends Stats | MultiStats>(compiler: { run(cb: (err: Error | null, stats?: T) => void): void; close(cb: (err?: Error | null) => void): void }): Promise<T> {
  return new Promise((resolve, reject) => {
    compiler.run((runError, stats) => {
      compiler.close((closeError) => {
        const error = runError ?? closeError;
        if (error) reject(error);
        else if (!stats) reject(new Error('Rspack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

function report(stats: Stats | MultiStats): void {
  const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (text.trim()) console.log(text);
  if (stats.hasErrors()) throw new Error('Build failed (see errors above)');
}

async function buildServiceWorker(): Promise<void> {
  const shellDir = path.join(ROOT, 'shell');
  report(await run(rspack(createServiceWorkerConfig({ dir: shellDir }))));
  const swFile = path.join(shellDir, 'dist', 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: path.join(shellDir, 'dist'),
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    // The worker itself and source maps are never precached, nor the .br/.gz siblings: the
    // browser negotiates the encoding of the one URL the worker fetches.
    globIgnores: ['sw.js', '**/*.map', '**/*.br', '**/*.gz'],
    // Content-hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css|png|svg)$/,
  });
  for (const warning of warnings) console.warn(`workbox: ${warning}`);
  console.log(`sw.js: precaches ${count} files (${(size / 1024).toFixed(1)} KiB)`);
}

/**
 * `npx tsx` also installs tsx's CommonJS hook, which re-compiles the Module Federation runtime
 * template that @rspack/core loads through `createRequire` — with esbuild's keepNames. Rspack
 * stringifies that function into every bundle, so browsers hit `__name is not defined`. The
 * build therefore re-runs itself under tsx's ESM hook only (TS configs still load).
 */
function reexecWithEsmHookOnly(): never {
  // `source`: workspace packages (the registry in @tidings/contracts) load from their TypeScript,
  // so one app builds on a fresh clone without building the services first.
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx/esm', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, TIDINGS_BUILD_WEB_CHILD: '1' },
  });
  process.exit(result.status ?? 1);
}

/** Guards the bug above: a bundle must not call a helper of the tool that ran the build. */
function assertNoToolingHelpers(app: string): void {
  const dist = path.join(ROOT, app, 'dist');
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    if (readFileSync(path.join(dist, file), 'utf8').includes('__name(')) {
      throw new Error(`${app}/dist/${file} calls __name(): the build ran under tsx's CommonJS hook`);
    }
  }
}

/** After the build (and sw.js, which injectManifest rewrites): .br and .gz beside every text file. */
async function precompress(apps: string[]): Promise<void> {
  const started = Date.now();
  const totals = await Promise.all(apps.map((app) => precompressDist(path.join(ROOT, app, 'dist'))));
  const files = totals.reduce((n, t) => n + t.files, 0);
  const raw = totals.reduce((n, t) => n + t.raw, 0);
  const br = totals.reduce((n, t) => n + t.br, 0);
  console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Rebuilds on every save until stopped; each rebuild reports like a build and never exits. */
function watch(apps: string[], configs: Configuration[]): void {
  const compiler = rspack(configs);
  compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) return console.error(error.message);
    if (!stats) return;
    const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (text.trim()) console.log(text);
    if (stats.hasErrors()) return console.error(`${apps.join(', ')}: build failed, fix and save again`);
    const done = (apps.includes('shell') ? buildServiceWorker() : Promise.resolve()).then(() => precompress(apps));
    done.then(
      () => console.log(`${new Date().toLocaleTimeString()}  rebuilt ${apps.join(', ')} — reload the page`),
      (failure: unknown) => console.error(`${apps.join(', ')}: ${failure instanceof Error ? failure.message : String(failure)}`),
    );
  });
  process.on('SIGINT', () => compiler.close(() => process.exit(0)));
  process.on('SIGTERM', () => compiler.close(() => process.exit(0)));
}

async function main(): Promise<void> {
  if (!process.env.TIDINGS_BUILD_WEB_CHILD) reexecWithEsmHookOnly();
  const started = Date.now();
  const args = process.argv.slice(2);
  const apps = selectApps(args.filter((arg) => arg !== '--watch'));
  for (const app of apps) {
    if (!existsSync(path.join(ROOT, app, 'rspack.config.ts'))) throw new Error(`${app}/rspack.config.ts is missing`);
  }
  const configs = await Promise.all(apps.map(loadConfig));
  if (args.includes('--watch')) return watch(apps, configs);
  report(await run(rspack(configs)));
  apps.forEach(assertNoToolingHelpers);
  if (apps.includes('shell')) await buildServiceWorker();
  await precompress(apps);
  console.log(`Built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
