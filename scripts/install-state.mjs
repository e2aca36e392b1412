// Whether `npm start` / `npm test` must run `npm install` first (scripts/bootstrap.mjs). Plain
// JavaScript like its caller, which runs before any dependency exists. An install that changes
// nothing still takes tens of seconds, so it runs only when what it installs from has changed: the
// lockfile, or the dependencies a package.json asks for (edited by hand, the lockfile not yet).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The inputs' hash as of the last install that finished; inside node_modules, so it goes with it. */
export const INSTALL_STAMP = join('node_modules', '.tidings-install-stamp');
/** What the next step runs everything with (bootstrap.mjs hands over to it). */
const TSX_CLI = join('node_modules', 'tsx', 'dist', 'cli.mjs');
/** The parts of a package.json that `npm install` acts on; its scripts or description do not count. */
const INSTALL_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'workspaces'];

/** The root's workspace folders, from its `workspaces` (`svc-news`, or `packages/*` for each folder there). */
function workspaceFolders(root, manifest) {
  const patterns = Array.isArray(manifest.workspaces) ? manifest.workspaces : [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

function readManifest(root, folder) {
  const file = join(root, folder, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** A hash of everything `npm install` installs from: package-lock.json and each manifest's dependencies. */
export function installInputsHash(root) {
  const hash = createHash('sha256');
  const lock = join(root, 'package-lock.json');
  hash.update(existsSync(lock) ? readFileSync(lock) : 'no lockfile');
  const rootManifest = readManifest(root, '.') ?? {};
  for (const folder of ['.', ...workspaceFolders(root, rootManifest)]) {
    const manifest = readManifest(root, folder);
    const fields = manifest ? Object.fromEntries(INSTALL_FIELDS.map((field) => [field, manifest[field] ?? null])) : null;
    hash.update(`\n${folder}\n${JSON.stringify(fields)}`);
  }
  return hash.digest('hex');
}

/**
 * Why `npm install` must run before `npm start` or `npm test`, or undefined when node_modules is
 * what the last finished install left and nothing it installs from has changed since.
 */
export function installReason(root) {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  const stamp = join(root, INSTALL_STAMP);
  if (!existsSync(stamp)) return 'no install has finished here';
  if (readFileSync(stamp, 'utf8').trim() !== installInputsHash(root)) return 'package-lock.json or a package.json changed since the last install';
  if (!existsSync(join(root, TSX_CLI))) return 'node_modules lacks tsx';
  return undefined;
}

/** Called once `npm install` has succeeded: the next start skips it until an input changes. */
export function recordInstall(root) {
  writeFileSync(join(root, INSTALL_STAMP), installInputsHash(root));
}
