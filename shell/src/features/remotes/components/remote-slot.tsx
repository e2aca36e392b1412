import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@tidings/contracts/frontend-registry';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { loadRemotePage } from '../load-remote-page';
import type { PageModule } from '../remote-module-types';
import { RemoteRetryContext } from '../remote-retry-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import styles from './remote-slot.module.css';

export interface RemoteSlotProps<R extends RemoteName> {
  /** MF container name from the registry, e.g. `mf_feed`. */
  remote: R;
  /** One of that remote's modules, e.g. `FeedPage`, whose default export (per the remote's declarations) renders with no props. */
  module: PageModule<R>;
}

/**
 * One place where a remote page renders. Load failures become the fallback through the runtime
 * plugin, render failures through the error boundary; both offer "Try again", which bumps the
 * attempt so a fresh lazy component (and a fresh boundary) loads the remote again. The routes put
 * every remote's slot at one place in the tree, so React keeps one slot across navigations: its
 * state (attempt, the boundary's failure) is keyed by remote and module, or one remote's failure
 * would stay on screen in place of the next remote's page.
 */
export function RemoteSlot<R extends RemoteName>({ remote, module }: RemoteSlotProps<R>) {
  return <RemotePageSlot key={`${remote}/${module}`} remote={remote} module={module} />;
}

function RemotePageSlot<R extends RemoteName>({ remote, module }: RemoteSlotProps<R>) {
  const [attempt, setAttempt] = useState(0);
  // `PageModule<R>` holds each call site to a page that renders with no props; inside this generic
  // body TypeScript cannot follow that to the module's declared type, hence the widening.
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module, attempt > 0) as Promise<{ default: ComponentType }>), [remote, module, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable />}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Loading" size="lg" />
            </div>
          }
        >
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
