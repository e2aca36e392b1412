/// <reference types="node" />
// A build-output test, run in Node like web-kit's remotes-contract.test.ts. The shell's typecheck
// types `mf_feed/FeedPage` and the rest (remote-module-types.ts) by the declarations each remote's
// build generates with Module Federation's DTS generator (rspack-config's federated-types.ts),
// found through tsconfig.web-check.json's `paths`. Every module of the registry must be there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES } from '@tidings/contracts/frontend-registry';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const paths = (JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.web-check.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
const LIVE = REMOTE_NAMES.filter((name) => REMOTES[name].live).map((name) => ({ name, folder: REMOTES[name].folder, exposes: [...REMOTES[name].exposes] }));

/** Where the shell's typecheck resolves `<remote>/<module>`: the one target of its `paths` entry. */
function declarationOf(name: string, module: string): string {
  const targets = paths[`${name}/*`] ?? [];
  expect(targets, `tsconfig.web-check.json maps ${name}/* to one folder`).toHaveLength(1);
  return path.join(ROOT, targets[0]!.replace('*', `${module}.d.ts`));
}

/** The generated file, or a failure that says how to generate it (never a silent skip). */
function read(file: string): string {
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build the remote (npx tsx scripts/build-web.ts) or run npm run typecheck`);
  return readFileSync(file, 'utf8');
}

describe.each(LIVE)('the declarations $folder generates', ({ name, folder, exposes }) => {
  it(`map ${name}/* into ${folder}'s own build output`, () => {
    expect(paths[`${name}/*`]?.[0]).toMatch(new RegExp(`^\\./${folder}/`));
  });

  it.each(exposes)(`declare ${name}/%s with a default export`, (module) => {
    const entry = declarationOf(name, module);
    const target = /export \{ default \} from '(.+)';/.exec(read(entry))?.[1];
    expect(target, `${path.relative(ROOT, entry)} re-exports the module's default`).toBeDefined();
    expect(read(path.join(path.dirname(entry), `${target!}.d.ts`))).toMatch(/export default /);
  });

  it('name exactly the modules of the registry', () => {
    // MF's `@mf-types.d.ts` beside the folder: the ids a host's loadRemote() takes for this remote.
    const api = read(path.join(path.dirname(declarationOf(name, 'x')), '..', '@mf-types.d.ts'));
    const keys = [...(/export type RemoteKeys = ([^;]+);/.exec(api)?.[1] ?? '').matchAll(/'REMOTE_ALIAS_IDENTIFIER\/(\w+)'/g)].map(([, key]) => key);
    expect(keys.sort()).toEqual([...exposes].sort());
  });
});

describe('the shell', () => {
  it('maps no remote name the registry does not have', () => {
    const mapped = Object.keys(paths).filter((key) => /^mf_\w+\/\*$/.test(key)).map((key) => key.slice(0, -2));
    expect(mapped.sort()).toEqual(LIVE.map(({ name }) => name).sort());
  });
});
