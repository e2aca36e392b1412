// Builds everything `npm start` and the end-to-end tests run: the services (tsc project
// references, incremental) and the frontends (Rspack, production). The frontends are rebuilt
// only when their inputs changed, so a start with a cached build serves its first page quickly.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './engines.js';

const FRONTEND_INPUTS = [
  'shell',
  'mf-feed',
  'mf-discover',
  'mf-profile',
  'mf-onboarding',
  'packages/web-kit',
  'packages/contracts/src',
  'packages/rspack-config',
  'scripts/build-web.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];
const FRONTEND_OUTPUTS = ['shell', 'mf-feed', 'mf-discover', 'mf-profile', 'mf-onboarding'].map((app) => join(app, 'dist'));
const SKIPPED = new Set(['node_modules', 'dist', '.rspack-cache', 'test-results']);
const STAMP = join(ROOT, 'node_modules', '.tidings-web-build-stamp');

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* files(child);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield child;
  }
}

function frontendFingerprint(): string {
  const hash = createHash('sha256');
  for (const input of FRONTEND_INPUTS) {
    for (const file of files(join(ROOT, input))) hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function run(label: string, command: string, args: string[]): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildServices(): void {
  run('services built', process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json']);
}

export function buildFrontends({ force = false } = {}): void {
  const fingerprint = frontendFingerprint();
  const built = FRONTEND_OUTPUTS.every((dir) => existsSync(join(ROOT, dir)));
  if (!force && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) {
    console.log('frontends: up to date');
    return;
  }
  run('frontends built', process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'build-web.ts')]);
  writeFileSync(STAMP, fingerprint);
}

export function buildAll(options: { force?: boolean } = {}): void {
  buildServices();
  buildFrontends(options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildAll({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
