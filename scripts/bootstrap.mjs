// Entry of `npm start` and `npm test`. Plain JavaScript on purpose: it runs before dependencies
// (and so before tsx and TypeScript) exist on a fresh clone. It installs what is missing, then
// hands over to the TypeScript script of the same name.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installReason, recordInstall } from './install-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

// Install only when node_modules is missing or incomplete, or the lockfile or a package.json's
// dependencies changed since the last install that finished (see install-state.mjs).
const reason = installReason(root);
if (reason) {
  console.log(`Installing npm packages (${reason})...`);
  // `npm install`, not `npm ci`: a package.json edited by hand updates the lockfile here, and an
  // unchanged node_modules is kept rather than deleted and unpacked again.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordInstall(root);
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
