// Builds the embedded FerretDB from a patched copy of its module: tools/ferretdb/patches.json lists
// exact one-line replacements (each with why). The copy and a go.mod that points at it live under
// .tools; tools/ferretdb's own go.mod stays the plain upstream dependency.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULE = 'github.com/FerretDB/FerretDB';

interface Patch {
  why: string;
  file: string;
  from: string;
  to: string;
}

function writable(path: string): void {
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) writable(join(path, entry));
}

/** Builds `binary` from `src` (tools/ferretdb) with the patches applied; false when Go fails. */
export function buildPatchedFerretdb(src: string, workDir: string, binary: string): boolean {
  const download = spawnSync('go', ['mod', 'download', '-json', MODULE], { cwd: src, encoding: 'utf8' });
  if (download.status !== 0) return false;
  const moduleDir = (JSON.parse(download.stdout) as { Dir: string }).Dir;
  const copy = join(workDir, 'ferretdb-module');
  rmSync(copy, { recursive: true, force: true });
  cpSync(moduleDir, copy, { recursive: true });
  writable(copy);
  for (const patch of JSON.parse(readFileSync(join(src, 'patches.json'), 'utf8')) as Patch[]) {
    const file = join(copy, patch.file);
    const text = readFileSync(file, 'utf8');
    // An upstream change must stop the build, not leave the engine silently unpatched.
    if (text.split(patch.from).length !== 2) throw new Error(`FerretDB patch no longer applies to ${patch.file}: ${patch.from}`);
    writeFileSync(file, text.replace(patch.from, patch.to));
  }
  const modFile = join(workDir, 'ferretdb-build.mod');
  writeFileSync(modFile, `${readFileSync(join(src, 'go.mod'), 'utf8')}\nreplace ${MODULE} => ${copy}\n`);
  copyFileSync(join(src, 'go.sum'), join(workDir, 'ferretdb-build.sum'));
  return spawnSync('go', ['build', '-modfile', modFile, '-o', binary, '.'], { cwd: src, stdio: 'inherit' }).status === 0;
}
