import { CloudOff, SearchCheck, WifiOff } from 'lucide-react';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import { useBlindspot } from '../api/get-blindspot';
import { BLINDSPOT_EMPTY, BLINDSPOT_EMPTY_HINT, BLINDSPOT_ERROR, BLINDSPOT_OFFLINE, storiesCount } from '../lib/blindspot-texts';
import { BlindspotCard } from './blindspot-card';
import styles from './blindspot.module.css';

const SKELETON_CARDS = 3;

export interface BlindspotResultsProps {
  /** The results heading's id: the list is named by it. */
  headingId: string;
}

/** The Blindspot view's body (its own chunk, loaded when the chip is first pressed): the count and the stories, or why there are none. */
export default function BlindspotResults({ headingId }: BlindspotResultsProps) {
  const blindspot = useBlindspot();
  const retry = (
    <Button variant="secondary" onClick={() => void blindspot.refetch()} aria-disabled={blindspot.isFetching || undefined}>
      Try again
    </Button>
  );

  let body;
  if (blindspot.isPending)
    body = (
      <Skeleton label="Loading blindspots" className={styles.list}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={styles.card}>
            <SkeletonBlock className={styles.skeletonLine} style={{ width: '30%' }} />
            <SkeletonBlock className={styles.skeletonTitle} style={{ width: index % 2 ? '80%' : '92%' }} />
            <SkeletonBlock className={styles.skeletonLine} style={{ width: '60%' }} />
          </div>
        ))}
      </Skeleton>
    );
  else if (blindspot.isError && isOfflineError(blindspot.error))
    body = (
      <StatePanel icon={WifiOff} action={retry}>
        {BLINDSPOT_OFFLINE}
      </StatePanel>
    );
  else if (blindspot.isError)
    body = (
      <StatePanel icon={CloudOff} role="alert" action={retry}>
        {BLINDSPOT_ERROR}
      </StatePanel>
    );
  else if (blindspot.data.length === 0)
    body = (
      <StatePanel icon={SearchCheck} title={BLINDSPOT_EMPTY} titleLevel={3}>
        {BLINDSPOT_EMPTY_HINT}
      </StatePanel>
    );
  else
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {blindspot.data.map((story) => (
          <li key={story.id}>
            <BlindspotCard story={story} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      {/* Polite, as the results' count: a screen reader hears how many there are. */}
      <p className={styles.count} aria-live="polite">
        {blindspot.isSuccess ? storiesCount(blindspot.data.length) : ''}
      </p>
      {body}
    </>
  );
}
