import { lazy, Suspense, type ComponentType } from 'react';
import { usePageSettled } from '../lib/use-page-settled';
import { RemoteErrorBoundary } from '../features/remotes/components/remote-error-boundary';
import styles from './top-bar.module.css';

// The bell and all behind it (the inbox poll, the panel, the notifications) are a chunk of their
// own, fetched once the page has settled or at the first tap: no screen's first load waits for it.
// Offline before it was ever fetched, the bar simply has no bell.
const InboxBell = lazy((): Promise<{ default: ComponentType }> => import('../features/inbox/components/inbox-bell').catch(() => ({ default: () => null })));

/** Above the signed-in screens that have the bottom bar: the product's name, and the inbox bell (issue 32). */
export function TopBar() {
  const settled = usePageSettled();
  return (
    <header className={styles.bar}>
      <span className={styles.wordmark}>Tidings</span>
      {/* Its place is kept while it loads: nothing moves when it comes. */}
      <div className={styles.bell}>
        {settled ? (
          <RemoteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <InboxBell />
            </Suspense>
          </RemoteErrorBoundary>
        ) : null}
      </div>
    </header>
  );
}
