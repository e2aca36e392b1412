import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { loadRemotePage } from '../load-remote-page';
import { RemoteRetryContext } from '../remote-retry-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import styles from './remote-slot.module.css';

export interface RemoteSlotProps {
  /** MF container name, e.g. `mf_feed`. */
  remote: string;
  /** Exposed module without './', e.g. `FeedPage`; its default export is the page. */
  module: string;
}

/**
 * One place where a remote page renders. Load failures become the fallback through the runtime
 * plugin, render failures through the error boundary; both offer "Try again", which bumps the
 * attempt so a fresh lazy component (and a fresh boundary) loads the remote again.
 */
export function RemoteSlot({ remote, module }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module, attempt > 0)), [remote, module, attempt]);
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
