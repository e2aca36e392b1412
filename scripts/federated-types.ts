// The declarations of the remotes' exposed modules, which the shell's typecheck reads
// (tsconfig.web-check.json `paths`). Every production build of a remote writes them (rspack-config's
// federated-types.ts); `npm run typecheck` runs this first so they are current without a build —
// on a fresh clone, or after an edit — by regenerating the remotes whose inputs changed since.
//   node --conditions=source --import tsx/esm scripts/federated-types.ts
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Configuration } from '@rspack/core';
import { REMOTES } from '@tidings/contracts/frontend-registry';
import { FederatedTypesPlugin, federatedTypesAreCurrent, generateFederatedTypes } from '@tidings/rspack-config/federated-types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Remote folders whose declarations are missing or older than one of their inputs. */
export function staleRemotes(): string[] {
  return Object.values(REMOTES)
    .filter((remote) => remote.exposes.length > 0)
    .map((remote) => remote.folder)
    .filter((folder) => !federatedTypesAreCurrent(path.join(ROOT, folder)));
}

/** Generates a remote's declarations exactly as its build does: the options come from its config. */
async function generate(folder: string): Promise<void> {
  const config = ((await import(pathToFileURL(path.join(ROOT, folder, 'rspack.config.ts')).href)) as { default: Configuration }).default;
  const plugin = config.plugins?.find((candidate) => candidate instanceof FederatedTypesPlugin);
  if (!plugin) throw new Error(`${folder}/rspack.config.ts builds no FederatedTypesPlugin (createRemoteConfig adds it)`);
  await generateFederatedTypes(plugin.options);
}

/** Brings every remote's declarations up to date, two remotes at a time (two cores). */
export async function ensureFederatedTypes(): Promise<string[]> {
  const stale = staleRemotes();
  const queue = [...stale];
  await Promise.all([0, 1].map(async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) await generate(folder);
  }));
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  ensureFederatedTypes().then(
    (generated) => console.log(generated.length === 0 ? 'federated types: up to date' : `federated types generated for ${generated.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (error: unknown) => {
      console.error(`federated types: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
