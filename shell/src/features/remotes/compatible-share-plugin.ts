import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { strictVersionMessage, type IncompatibleShare } from './incompatible-share';

/** One registered version of a shared module, as far as choosing between versions goes. */
interface RegisteredVersion {
  from?: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

/** An app's own share config for one module (the runtime's `Shared`, as far as used here). */
interface ShareInfo {
  from?: string;
  scope?: string | string[];
  shareConfig?: { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string | false };
}

type ShareScopeMap = Record<string, Record<string, Record<string, RegisteredVersion> | undefined> | undefined>;

export interface CompatibleShareOptions {
  /** The host's federation name: its copy of a singleton is the page's copy. */
  host?: string;
}

const isRunning = (shared: RegisteredVersion) => Boolean(shared.loaded || shared.loading || typeof shared.lib === 'function');

function highest(versions: string[]): string | undefined {
  return versions.reduce<string | undefined>((best, version) => (best === undefined || satisfy(version, `>${best}`) ? version : best), undefined);
}

/**
 * The version of a singleton the page gives an app that requires `required`: the copy that runs
 * (a singleton has one), else the host's copy (it runs, or will, for the shell itself), else, for a
 * module only remotes provide, the highest that satisfies the app. Never an incompatible remote's
 * copy of a module the host provides: it would become the page's copy and every other app would
 * fail its strict check against it.
 */
export function pageVersion(versions: Record<string, RegisteredVersion>, required: string, host: string): string | undefined {
  const all = Object.keys(versions);
  const running = all.filter((version) => isRunning(versions[version]!));
  if (running.length > 0) return highest(running);
  const hosts = all.filter((version) => versions[version]!.from === host);
  if (hosts.length > 0) return highest(hosts);
  return highest(all.filter((version) => satisfy(version, required))) ?? highest(all);
}

/** The first strict singleton of `app` the page cannot satisfy (one the host provides first: the
 * clearest message), or null when every one of them resolves to a version it accepts. */
export function firstIncompatibleShare(app: string, shared: Record<string, ShareInfo[] | undefined>, shareScopeMap: ShareScopeMap, host: string): IncompatibleShare | null {
  const found: IncompatibleShare[] = [];
  for (const [module, infos] of Object.entries(shared)) {
    const info = infos?.find((candidate) => candidate.from === app) ?? infos?.[0];
    const config = info?.shareConfig;
    const needs = config?.requiredVersion;
    if (!config?.singleton || !config.strictVersion || typeof needs !== 'string') continue;
    const scopes = Array.isArray(info?.scope) ? info.scope : [info?.scope ?? 'default'];
    for (const scope of scopes) {
      const versions = shareScopeMap[scope]?.[module];
      const has = versions && pageVersion(versions, needs, host);
      if (has === undefined || satisfy(has, needs)) continue;
      found.push({ remote: app, module, needs, has, providedBy: versions![has]!.from ?? 'unknown' });
    }
  }
  return found.find((share) => share.providedBy === host) ?? found[0] ?? null;
}

/**
 * Every app registers the shared modules it can provide, at the version it was built against,
 * including a remote that turns out to be incompatible. With `loaded-first` the runtime gives a
 * module nobody runs yet to its highest registered version, and it refuses an app singleton by
 * singleton, module by module: an incompatible remote used to start its own copies of the modules
 * nobody ran yet (web-kit 2 beside the shell's 1) before failing on one that ran. Those copies then
 * stayed the page's singletons, so the next remote (and the shell) failed its strict check against
 * them; and its exposed module, left half-evaluated in its container's module cache, rendered
 * (and threw) when the page asked for it again. This plugin, global so each remote's own
 * federation instance takes it too:
 * - `beforeGetExpose`: a remote is all or nothing. Before any module of it is fetched or run, every
 *   strict singleton it shares must resolve to a version it accepts; otherwise its load fails with
 *   the strict error (→ the fallback plugin), every time it is asked for, and none of its copies
 *   or modules ever runs.
 * - `beforeLoadShare`: the same check for a remote's own shared loads (its lazy chunks, or any load
 *   not made through an expose).
 * - `resolveShare`: a singleton resolves to `pageVersion` (the running copy, else the host's, else
 *   the highest that satisfies the app asking); one that does not satisfy is the strict error.
 */
export function compatibleSharePlugin({ host = 'shell' }: CompatibleShareOptions = {}): ModuleFederationRuntimePlugin {
  const assertCompatible = (app: { name: string; options: { shared: Record<string, ShareInfo[] | undefined> }; shareScopeMap: ShareScopeMap }) => {
    if (app.name === host) return;
    const incompatible = firstIncompatibleShare(app.name, app.options.shared, app.shareScopeMap, host);
    if (incompatible) throw new Error(strictVersionMessage(incompatible));
  };
  return {
    name: 'tidings-compatible-share',
    async beforeGetExpose({ moduleInfo }) {
      // The remote's own federation instance: created, with its share config registered, by its
      // container's init, which has run by now; nothing of it has loaded yet.
      const remote = getInstance((instance) => instance.name === moduleInfo.name);
      if (remote) assertCompatible(remote);
    },
    beforeLoadShare(args) {
      assertCompatible(args.origin);
      return args;
    },
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      const required = config?.requiredVersion;
      const versions = shareScopeMap[scope]?.[pkgName];
      if (!config?.singleton || typeof required !== 'string' || !versions) return args;
      const chosen = pageVersion(versions, required, host);
      // The runtime's own choice keeps its own resolver (and its own strict check).
      if (chosen === undefined || chosen === version) return args;
      const shared = versions[chosen]!;
      const resolver = () => {
        if (config.strictVersion && !satisfy(chosen, required)) {
          throw new Error(strictVersionMessage({ remote: shareInfo.from, module: pkgName, needs: required, has: chosen, providedBy: shared.from }));
        }
        return { shared, useTreesShaking: false };
      };
      return { ...args, version: chosen, resolver };
    },
  };
}
