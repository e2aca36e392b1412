// actionlint, the checker of GitHub Actions workflows (syntax, expressions, action inputs, and the
// run: scripts through shellcheck when that is on PATH): pinned, built from the Go module proxy
// with `go install` into the ignored .tools/bin on first use, and reused while the pin holds.
// `npm test` runs it on .github/workflows; `npx tsx scripts/actionlint.ts` runs it alone.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './engines.js';
import { capture } from './exec.js';

export const ACTIONLINT_VERSION = 'v1.7.12';
const MODULE = 'github.com/rhysd/actionlint/cmd/actionlint';
const BIN = join(ROOT, '.tools', 'bin');
const BINARY = join(BIN, 'actionlint');
const WORKFLOWS = join(ROOT, '.github', 'workflows');

/** The pinned actionlint, built first when missing or of another version; answers its path. */
export async function ensureActionlint(print: (text: string) => void = (text) => void process.stdout.write(text)): Promise<string> {
  // `actionlint -version` prints the module version it was built from on its first line.
  if (existsSync(BINARY) && (await capture(BINARY, ['-version'])).output.split('\n')[0]?.trim() === ACTIONLINT_VERSION) return BINARY;
  print(`Building actionlint ${ACTIONLINT_VERSION} into .tools/bin (first time only)...\n`);
  // -p 1: this runs in the checks lane, beside the integration tests, which have the other core.
  const built = await capture('go', ['install', '-p', '1', `${MODULE}@${ACTIONLINT_VERSION}`], { ...process.env, GOBIN: BIN });
  if (built.code !== 0) throw new Error(`Building actionlint failed (it needs Go 1.25+ and the Go module proxy):\n${built.output}`);
  return BINARY;
}

/** The workflow files, as paths from the repository root. */
export function workflowFiles(): string[] {
  if (!existsSync(WORKFLOWS)) return [];
  return readdirSync(WORKFLOWS)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => relative(ROOT, join(WORKFLOWS, name)));
}

/** Lints every workflow under .github/workflows; prints what actionlint says; resolves true when it finds nothing. */
export async function lintWorkflows(print: (text: string) => void = (text) => void process.stdout.write(text)): Promise<boolean> {
  const files = workflowFiles();
  if (files.length === 0) return (print('no workflows under .github/workflows\n'), true);
  const actionlint = await ensureActionlint(print);
  const result = await capture(actionlint, ['-no-color', ...files]);
  print(result.output);
  if (result.code === 0) print(`actionlint ${ACTIONLINT_VERSION}: ${files.join(', ')}: no problems\n`);
  return result.code === 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = (await lintWorkflows()) ? 0 : 1;
}
