// Builds the embedded FerretDB from a patched copy of its module: tools/ferretdb/patches/*.patch are
// unified diffs applied in name order, the way distributions carry patches (each says why in its
// header). The copy and a go.mod that points at it live under .tools; tools/ferretdb's own go.mod
// stays the plain upstream dependency.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const MODULE = 'github.com/FerretDB/FerretDB';
const MODULE_VERSION = 'v1.24.2';

function writable(path: string): void {
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) writable(join(path, entry));
}

/** The patch files in the order they apply. */
export function patchFiles(src: string): string[] {
  const dir = resolve(src, 'patches');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.patch'))
    .sort()
    .map((name) => join(dir, name));
}

/** The module's files that the patches touch or add. */
function patchedPaths(src: string): string[] {
  const paths = new Set<string>();
  for (const file of patchFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\+\+\+ b\/(\S+)$/gm)) paths.add(match[1]!);
  }
  return [...paths];
}

/** Copies the upstream module into `workDir` and applies the patches; answers the copy's folder. */
export function patchedModule(src: string, workDir: string): string | undefined {
  const download = spawnSync('go', ['mod', 'download', '-json', MODULE], { cwd: src, encoding: 'utf8' });
  if (download.status !== 0) return undefined;
  const moduleDir = (JSON.parse(download.stdout) as { Dir: string }).Dir;
  const copy = join(workDir, 'ferretdb-module');
  rmSync(copy, { recursive: true, force: true });
  cpSync(moduleDir, copy, { recursive: true });
  writable(copy);
  // A repository of its own: inside ours (.tools), `git apply` would read paths against our root.
  spawnSync('git', ['init', '-q'], { cwd: copy });
  for (const patch of patchFiles(src)) {
    // An upstream change must stop the build, not leave the engine silently unpatched.
    const applied = spawnSync('git', ['apply', '--whitespace=nowarn', '--verbose', patch], { cwd: copy, encoding: 'utf8' });
    if (applied.status === 0 && !applied.stderr.includes('Applied patch')) throw new Error(`FerretDB patch ${patch} applied nothing:\n${applied.stderr}`);
    if (applied.status !== 0) throw new Error(`FerretDB patch ${patch} no longer applies:\n${applied.stderr}`);
  }
  // What upstream's `task gen-version` writes: the module's own tests panic without it.
  writeFileSync(join(copy, 'build', 'version', 'version.txt'), `${MODULE_VERSION}\n`);
  return copy;
}

/** Builds `binary` from `src` (tools/ferretdb) with the patches applied; false when Go fails. */
export function buildPatchedFerretdb(src: string, workDir: string, binary: string): boolean {
  const copy = patchedModule(src, workDir);
  if (!copy) return false;
  const modFile = join(workDir, 'ferretdb-build.mod');
  writeFileSync(modFile, `${readFileSync(join(src, 'go.mod'), 'utf8')}\nreplace ${MODULE} => ${copy}\n`);
  copyFileSync(join(src, 'go.sum'), join(workDir, 'ferretdb-build.sum'));
  return spawnSync('go', ['build', '-modfile', modFile, '-o', binary, '.'], { cwd: src, stdio: 'inherit' }).status === 0;
}

/** Runs a command in `cwd`; resolves with its exit code and output. */
function run(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('close', (code) => done({ code: code ?? 1, stdout, output }));
  });
}

/**
 * The patches' own checks in the patched module: gofmt and go vet on what they touch, and their Go
 * tests (named TestTidings…). Prints each step's output; resolves true when all pass.
 */
export async function checkPatchedFerretdb(src: string, workDir: string, print: (text: string) => void): Promise<boolean> {
  const copy = patchedModule(src, join(workDir, 'ferretdb-check'));
  if (!copy) return (print('go mod download of FerretDB failed\n'), false);
  const goFiles = patchedPaths(src).filter((path) => path.endsWith('.go'));
  const packages = [...new Set(goFiles.map((path) => `./${dirname(path)}`))];
  const gofmt = await run('gofmt', ['-l', ...goFiles], copy);
  if (gofmt.code !== 0 || gofmt.stdout.trim() !== '') return (print(`gofmt: files not formatted:\n${gofmt.output}`), false);
  const vet = await run('go', ['vet', ...packages], copy);
  if (vet.code !== 0) return (print(`go vet:\n${vet.output}`), false);
  const test = await run('go', ['test', '-count=1', '-run', '^TestTidings', ...packages], copy);
  print(test.output);
  return test.code === 0;
}
