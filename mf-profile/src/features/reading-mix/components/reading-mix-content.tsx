import { useState } from 'react';
import { BookOpen, CloudOff, WifiOff } from 'lucide-react';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { READING_LOG_DAYS, readsOnDevice } from '@tidings/web-kit/tracking/tracking-client';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import card from '../../../components/ui/card.module.css';
import { useSourceRatings } from '../api/get-source-ratings';
import { ratingSides, readingMix } from '../lib/reading-mix';
import { spectrumText } from '@tidings/contracts/story-texts';
import { ReadingMixBar } from './reading-mix-bar';
import styles from './reading-mix.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MixSkeleton() {
  return (
    <Skeleton label="Loading your reading mix" className={`${card.card} ${styles.mix}`}>
      <SkeletonBlock className={styles.skeletonLine} style={{ width: '70%' }} />
      <SkeletonBlock className={styles.bar} />
      <SkeletonBlock className={styles.skeletonLine} style={{ width: '55%' }} />
    </Skeleton>
  );
}

/**
 * The section's body: the mix, or why there is none. Reads are taken once, as the profile opens,
 * through the tracking client that logs them (already loaded by the shell).
 */
export default function ReadingMixContent({ userId }: { userId: string }) {
  const [reads] = useState(() => readsOnDevice(userId));
  const ratings = useSourceRatings(reads.length > 0);

  if (reads.length === 0)
    return (
      <StatePanel icon={BookOpen} title={`Nothing read in the last ${READING_LOG_DAYS} days`} titleLevel={3}>
        Articles you read on this device show here, by where their outlets sit on the spectrum.
      </StatePanel>
    );
  if (ratings.isPending) return <MixSkeleton />;
  if (ratings.isError) {
    const retry = (
      <Button variant="secondary" onClick={() => void ratings.refetch()} aria-disabled={ratings.isFetching || undefined}>
        Try again
      </Button>
    );
    return isOfflineError(ratings.error) ? (
      <StatePanel icon={WifiOff} action={retry}>
        You are offline: the outlet ratings your reading mix needs have not been loaded yet.
      </StatePanel>
    ) : (
      <StatePanel icon={CloudOff} role="alert" action={retry}>
        The outlet ratings could not be loaded. Please try again.
      </StatePanel>
    );
  }

  const mix = readingMix(reads, ratingSides(ratings.data));
  return (
    <div className={`${card.card} ${styles.mix}`}>
      <p className={styles.summary}>
        {plural(mix.articleCount, 'article', 'articles')} from {plural(mix.outletCount, 'outlet', 'outlets')} in the last {READING_LOG_DAYS} days
      </p>
      <ReadingMixBar counts={mix.articles} />
      <dl className={styles.figures}>
        <div>
          <dt>Articles</dt>
          <dd>{spectrumText(mix.articles)}</dd>
        </div>
        <div>
          <dt>Outlets</dt>
          <dd>{spectrumText(mix.outlets)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{ratings.data.note}</p>
    </div>
  );
}
