import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './components/remote-unavailable';

/** What a failed `loadRemote()` resolves to: a module whose page is the fallback. */
export const fallbackModule = { __esModule: true, default: RemoteUnavailable, isRemoteFallback: true } as const;

/**
 * Turns remote load failures (manifest, remoteEntry or chunk unreachable) into the fallback
 * module instead of a rejected promise, so one offline remote never breaks the shell. Only the
 * final `onLoad` stage is answered: at `afterResolve` the hook's answer would be taken for the
 * manifest itself, and returning nothing there lets the runtime forget the failed fetch.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tidings-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote "${id}" failed to load; showing its fallback.`, error);
      return fallbackModule;
    },
  };
}
