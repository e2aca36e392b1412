import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { EDITION_TEXTS } from '@tidings/contracts/briefing-texts';
import { EditionSkeleton } from '../../edition/components/edition-skeleton';
import { FeedScreen } from './feed-screen';
import { FeedTopRow } from './feed-top-row';
import styles from './feed-home.module.css';

// Its own chunk: the feed's first load does not carry the edition (the budget has no room for it).
// Offline before it was ever fetched, the tab says so instead of taking the feed down with it.
const EditionScreen = lazy(() => import('../../edition/components/edition-screen').catch(() => ({ default: EditionUnreachable })));

function EditionUnreachable() {
  return (
    <p role="status" className={styles.unreachable}>
      {EDITION_TEXTS.offline}
    </p>
  );
}

/**
 * The feed's route (`/`): the top row's two views, the spec's feed ("For you", the default) and
 * today's edition (`/?view=today`). The view is in the URL, so back, reload and the reader (which
 * opens over the current URL) keep it.
 */
export function FeedHome() {
  const [params] = useSearchParams();
  const today = params.get('view') === 'today';
  return (
    <div className={styles.home}>
      <FeedTopRow today={today} />
      {today ? (
        <Suspense fallback={<EditionSkeleton />}>
          <EditionScreen />
        </Suspense>
      ) : (
        <FeedScreen />
      )}
    </div>
  );
}
