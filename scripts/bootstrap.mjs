// Entry of `npm start` and `npm test`. Plain JavaScript on purpose: it runs before dependencies
// (and so before tsx and TypeScript) exist on a fresh clone. It installs what is missing, then
// hands over to the TypeScript script of the same name.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

function lockfileHash() {
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
}

// Install when node_modules is missing or the lockfile changed since the last install.
const stamp = join(root, 'node_modules', '.tidings-install-stamp');
const wanted = lockfileHash();
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  console.log('Installing npm packages...');
  // `npm install`, not `npm ci`: the lockfile lists only the platform builds of native optional
  // packages that the registry here serves, which `npm ci` rejects as out of sync.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, lockfileHash());
}

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const child = spawn(process.execPath, [tsx, join(root, 'scripts', `${command}.ts`), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the child too (same process group): wait for its clean shutdown, don't die first.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
