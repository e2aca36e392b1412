// Schemathesis (the API fuzzer of `npm test` and `npm run fuzz`), from PyPI into a virtual
// environment under the ignored .tools/ folder: pinned, installed once, reused while the pin holds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './engines.js';

export const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = join(ROOT, '.tools', 'schemathesis');
const STAMP = join(VENV, '.tidings-version');

function python(): string {
  for (const candidate of ['python3', 'python']) {
    const probe = spawnSync(candidate, ['-c', 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 10) else 1)'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  throw new Error('Python 3.10+ with its venv module is needed for the API fuzz tests (Schemathesis). Install python3 and python3-venv.');
}

/** The `st` command of the pinned Schemathesis, installed first when missing or of another version. */
export function ensureSchemathesis(): string {
  const binary = join(VENV, 'bin', 'st');
  if (existsSync(binary) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === SCHEMATHESIS_VERSION) return binary;
  console.log(`Installing Schemathesis ${SCHEMATHESIS_VERSION} into .tools/schemathesis (first time only)...`);
  // A half-made or older environment is replaced, not patched: pip then resolves from scratch.
  rmSync(VENV, { recursive: true, force: true });
  const steps: [string, string[]][] = [
    [python(), ['-m', 'venv', VENV]],
    [join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]],
  ];
  for (const [command, args] of steps) {
    if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) throw new Error(`Installing Schemathesis failed: ${command} ${args.join(' ')}`);
  }
  writeFileSync(STAMP, SCHEMATHESIS_VERSION);
  return binary;
}
