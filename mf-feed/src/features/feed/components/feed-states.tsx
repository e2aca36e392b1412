import { CloudOff, Newspaper, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import { reloadPage } from '../../../lib/reload-page';
import styles from './feed-states.module.css';

/** The card's shape, shimmering, while the feed loads. */
export function FeedSkeleton() {
  return (
    <Skeleton label="Loading news" className={styles.skeleton}>
      <SkeletonBlock className={styles.skeletonImage} />
      <div className={styles.skeletonBody}>
        <SkeletonBlock className={styles.line} style={{ width: '30%' }} />
        <SkeletonBlock className={styles.titleLine} style={{ width: '92%' }} />
        <SkeletonBlock className={styles.titleLine} style={{ width: '70%' }} />
        {Array.from({ length: 7 }, (_, i) => (
          <SkeletonBlock key={i} className={styles.line} style={{ width: `${i === 6 ? 55 : 100 - (i % 3) * 6}%` }} />
        ))}
      </div>
    </Skeleton>
  );
}

/** Spec section 2: 'Failed to load news' and 'Try again', which reloads the page. */
export function FeedError({ onRetry = reloadPage }: { onRetry?: () => void }) {
  return (
    <StatePanel className={styles.screen} role="alert" icon={WifiOff} title="Failed to load news" titleLevel={1} action={<Button onClick={onRetry}>Try again</Button>}>
      Check your connection, then try again.
    </StatePanel>
  );
}

/** Offline with no feed saved on this device yet (issue 10): say so, never a spinner or an error. */
export function FeedOffline({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel
      className={styles.screen}
      icon={CloudOff}
      title="No saved stories yet"
      titleLevel={1}
      action={
        <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
          Try again
        </Button>
      }
    >
      You're offline. Stories you load, open or bookmark while online are kept here to read without a connection.
    </StatePanel>
  );
}

/** Spec section 2: 'No fresh articles available' and 'Refresh feed', which fetches again. */
export function FeedEmpty({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <StatePanel
      className={styles.screen}
      icon={Newspaper}
      title="No fresh articles available"
      titleLevel={1}
      action={
        <Button variant="secondary" onClick={onRefresh} aria-disabled={refreshing || undefined}>
          <RefreshCw className={refreshing ? styles.spinning : undefined} aria-hidden="true" size={16} />
          Refresh feed
        </Button>
      }
    >
      You are all caught up. New stories arrive through the day.
    </StatePanel>
  );
}
