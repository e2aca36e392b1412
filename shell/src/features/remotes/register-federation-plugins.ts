import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { compatibleSharePlugin } from './compatible-share-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

/**
 * The shell's federation runtime plugins. The share rules must hold in every federation instance
 * on the page: each remote's (created when its remoteEntry.js runs, so reached by a global plugin)
 * and the shell's own, which main.js created before this runs, so a global plugin alone never
 * reaches it (the runtime applies global plugins only when an instance registers plugins). Without
 * them the shell resolved its own shared modules (and mf-feed's preload) to an incompatible
 * remote's copy and failed its strict check: mf-feed showed its fallback after /discover did.
 */
export function registerFederationPlugins(): void {
  const compatibleShare = compatibleSharePlugin();
  registerGlobalPlugins([compatibleShare]);
  registerPlugins([remoteFallbackPlugin(), compatibleShare]);
}
