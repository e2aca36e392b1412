import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './components/remote-unavailable';
import { describeIncompatibleShare, incompatibleShare } from './incompatible-share';

/** What a failed `loadRemote()` resolves to: a module whose page is the fallback. */
export const fallbackModule = { __esModule: true, default: RemoteUnavailable, isRemoteFallback: true } as const;

/**
 * Turns remote load failures (manifest, remoteEntry or chunk unreachable) into the fallback
 * module instead of a rejected promise, so one offline remote never breaks the shell. Only the
 * final `onLoad` stage is answered: at `afterResolve` the hook's answer would be taken for the
 * manifest itself, and returning nothing there lets the runtime forget the failed fetch.
 * A remote built against another major of a shared singleton (web-kit, react…) fails here too:
 * `strictVersion` makes the runtime refuse it rather than run it against the page's copy.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tidings-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const incompatible = incompatibleShare(error);
      if (incompatible) console.error(describeIncompatibleShare(incompatible));
      else console.error(`Remote "${id}" failed to load; showing its fallback.`, error);
      return fallbackModule;
    },
  };
}
