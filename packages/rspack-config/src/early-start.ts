import path from 'node:path';
import { rspack, type Compilation, type Compiler, type Module } from '@rspack/core';
import { earlyStarts } from '@tidings/contracts/remote-early-start';

/**
 * The shell's side of `REMOTES[*].early` (frontend-registry): the web-kit modules a remote's first
 * screen needs, imported by the shell on that remote's routes only. The shell's code knows no
 * remote's files; this generates the imports from the registry at build time, as a module the
 * shell imports by the name below (declared in the shell's env.d.ts):
 *
 *   export const EARLY_SHARED = { mf_feed: () => import('./mf_feed.js') };
 *
 * where `mf_feed.js` imports each of mf_feed's `early.shared` modules.
 */
export const EARLY_SHARED_MODULE = 'tidings-early-shared';

function sources(dir: string): Record<string, string> {
  const folder = path.join(dir, 'node_modules', '.virtual', 'early-shared');
  const files: Record<string, string> = {};
  const loaders: string[] = [];
  for (const { remote, early } of earlyStarts()) {
    files[path.join(folder, `${remote}.js`)] = early.shared.map((specifier) => `import ${JSON.stringify(specifier)};\n`).join('');
    // Not in the chunk that holds the modules (earlyChunkTest's): the import waits for the shared
    // modules it names, which would wait for the chunk that is loading them.
    loaders.push(`  ${remote}: () => import(/* webpackChunkName: "early-import-${remote}" */ './${remote}.js'),`);
  }
  files[path.join(folder, 'index.js')] = `export const EARLY_SHARED = {\n${loaders.join('\n')}\n};\n`;
  return files;
}

/** The generated modules, and the alias that names their index. */
export function earlySharedModules(dir: string) {
  const files = sources(dir);
  const index = Object.keys(files).find((file) => file.endsWith(`${path.sep}index.js`))!;
  return {
    plugin: new rspack.experiments.VirtualModulesPlugin(files),
    alias: { [`${EARLY_SHARED_MODULE}$`]: index },
    folder: path.dirname(index),
  };
}

/** A module the shell offers to other apps: it imports everything the shell imports, early or not. */
const isProvideShared = (module: Module) => module.type === 'provide-module';
/**
 * The generated imports reach web-kit through these. They stay where the build puts them: in a
 * chunk beside the modules they wait for, the chunk could not load before itself.
 */
const isConsumeShared = (module: Module) => module.type === 'consume-shared-module';

/** A module reached from several remotes' imports: it goes with the shell's own web-kit. */
const EARLY_COMMON = 'common';

/**
 * Chooses the early chunks by the module graph, so the shell names no file: the modules reached
 * from a remote's generated imports and from nothing else the shell runs, in one chunk per remote
 * (`early-<remote>`, loaded on that remote's routes only). A module the shell's own start-up also
 * imports, or that several remotes ask for, stays in its web-kit chunk (a chunk of its own would
 * be one more request on each of their routes).
 */
export class EarlyChunkPlugin {
  /** Module identifier → the remote whose chunk takes it, or EARLY_COMMON. */
  private owners = new Map<string, string>();

  constructor(private readonly folder: string) {}

  /** A module of one remote's early chunk: the shell's web-kit chunk leaves it out. */
  readonly test = (module: Module): boolean => {
    const owner = this.owners.get(module.identifier());
    return owner !== undefined && owner !== EARLY_COMMON;
  };

  /** The split-chunks test of one remote's early chunk. */
  testFor(remote: string): (module: Module) => boolean {
    return (module) => this.owners.get(module.identifier()) === remote;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EarlyChunkPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('EarlyChunkPlugin', (modules) => {
        this.owners = this.earlyOwners(compilation.moduleGraph, [...modules]);
      });
    });
  }

  private isGenerated(module: Module): boolean {
    return (module.nameForCondition() ?? '').startsWith(this.folder);
  }

  /** Everything reached from `roots` through modules of `within` (all of them when omitted). */
  private reach(moduleGraph: Compilation['moduleGraph'], roots: Module[], within?: Map<string, Module>): Map<string, Module> {
    const reached = new Map<string, Module>();
    const queue = [...roots];
    for (let module = queue.pop(); module; module = queue.pop()) {
      for (const { module: next } of moduleGraph.getOutgoingConnections(module)) {
        const id = next?.identifier();
        if (!next || !id || reached.has(id) || this.isGenerated(next) || (within && !within.has(id))) continue;
        reached.set(id, next);
        queue.push(next);
      }
    }
    return reached;
  }

  private earlyOwners(moduleGraph: Compilation['moduleGraph'], modules: Module[]): Map<string, string> {
    const roots = modules.filter((module) => this.isGenerated(module));
    const early = this.reach(moduleGraph, roots);
    // Drop, until nothing changes, every module imported by something outside the set.
    const inside = (origin: Module | null) => origin !== null && (early.has(origin.identifier()) || this.isGenerated(origin) || isProvideShared(origin));
    for (let changed = true; changed; ) {
      changed = false;
      for (const [id, module] of early) {
        if (moduleGraph.getIncomingConnections(module).every(({ originModule }) => inside(originModule))) continue;
        early.delete(id);
        changed = true;
      }
    }
    const owners = new Map<string, string>();
    for (const root of roots) {
      const remote = path.basename(root.nameForCondition() ?? '', '.js');
      for (const [id, module] of this.reach(moduleGraph, [root], early)) {
        if (isConsumeShared(module)) continue;
        owners.set(id, owners.has(id) && owners.get(id) !== remote ? EARLY_COMMON : remote);
      }
    }
    return owners;
  }
}
