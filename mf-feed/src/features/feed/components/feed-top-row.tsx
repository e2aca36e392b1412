import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EDITION_TEXTS } from '@tidings/contracts/briefing-texts';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';
import styles from './feed-top-row.module.css';

// Fetched once the first card has painted: web-kit's shared modules are files of their own, and
// the feed's first load is its remoteEntry and page chunk alone (feed.spec) within 150 KB.
// Offline before it was ever fetched (the gateway down, no service worker yet): no Listen button,
// rather than the feed's error boundary.
const FeedListen = lazy(() => import('./feed-listen').catch(() => ({ default: () => null })));

function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}

/** Where the "Today" tab goes: the edition, over the feed's own route (the reader keeps the query when it opens). */
export const TODAY_HREF = '/?view=today';

/**
 * The slim row above the feed (issue 32): "For you" (the spec's feed) and "Today" (the edition)
 * as two links, the one shown marked current, and Listen for the feed from the card in view.
 */
export function FeedTopRow({ today }: { today: boolean }) {
  const settled = usePageSettled();
  return (
    <div className={styles.row}>
      <nav aria-label="Feed views">
        <ul className={styles.tabs}>
          <li>
            <Link className={styles.tab} to="/" aria-current={today ? undefined : 'page'}>
              {EDITION_TEXTS.feedTab}
            </Link>
          </li>
          <li>
            <Link className={styles.tab} to={TODAY_HREF} aria-current={today ? 'page' : undefined}>
              {EDITION_TEXTS.tab}
            </Link>
          </li>
        </ul>
      </nav>
      {!today && settled ? (
        <Suspense fallback={null}>
          <FeedListen className={styles.listen} />
        </Suspense>
      ) : null}
    </div>
  );
}
