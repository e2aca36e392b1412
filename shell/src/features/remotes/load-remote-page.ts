import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type ExposedModule, type RemoteName } from '@tidings/contracts/frontend-registry';
import { ensureRemotesRegistered } from './remote-registry';
import type { RemoteModule } from './remote-module-types';

/** A remote page's component, typed by the remote's generated declarations. */
export type RemotePage<R extends RemoteName, M extends ExposedModule<R>> = RemoteModule<R, M>['default'];

/**
 * Loads `<remote>/<module>` and returns it in React.lazy's shape. Remote modules export their
 * page component as default. Throws (→ the slot's error boundary) when the list of remotes is
 * unreachable or the module has no page to render.
 */
export async function loadRemotePage<R extends RemoteName, M extends ExposedModule<R>>(remote: R, module: M, isRetry: boolean): Promise<{ default: RemotePage<R, M> }> {
  await ensureRemotesRegistered(isRetry ? { refresh: remote } : {});
  // The runtime checks what the declarations cannot: a failed load answers with the fallback.
  const loaded = await loadRemote<Partial<RemoteModule<R, M>>>(remoteModuleId(remote, module));
  const page = loaded?.default;
  if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) {
    throw new Error(`Remote module ${remote}/${module} has no default export to render`);
  }
  return { default: page };
}
