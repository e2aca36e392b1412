import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type ExposedModule, type RemoteName } from '@tidings/contracts/frontend-registry';
import { ensureRemotesRegistered } from './remote-registry';

interface PageModule {
  default?: ComponentType;
}

/**
 * Loads `<remote>/<module>` and returns it in React.lazy's shape. Remote modules export their
 * page component as default. Throws (→ the slot's error boundary) when the list of remotes is
 * unreachable or the module has no page to render.
 */
export async function loadRemotePage<R extends RemoteName>(remote: R, module: ExposedModule<R>, isRetry: boolean): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered(isRetry ? { refresh: remote } : {});
  const loaded = await loadRemote<PageModule>(remoteModuleId(remote, module));
  const page = loaded?.default;
  if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) {
    throw new Error(`Remote module ${remote}/${module} has no default export to render`);
  }
  return { default: page };
}
