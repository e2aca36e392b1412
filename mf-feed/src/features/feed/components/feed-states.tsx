import { CloudOff, Newspaper, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { reloadPage } from '../../../lib/reload-page';
import styles from './feed-states.module.css';

/** The card's shape, shimmering, while the feed loads. */
export function FeedSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading news">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonBody}>
        <div className={styles.line} style={{ width: '30%' }} />
        <div className={styles.titleLine} style={{ width: '92%' }} />
        <div className={styles.titleLine} style={{ width: '70%' }} />
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className={styles.line} style={{ width: `${i === 6 ? 55 : 100 - (i % 3) * 6}%` }} />
        ))}
      </div>
    </div>
  );
}

/** Spec section 2: 'Failed to load news' and 'Try again', which reloads the page. */
export function FeedError({ onRetry = reloadPage }: { onRetry?: () => void }) {
  return (
    <div className={styles.message} role="alert">
      <WifiOff className={styles.icon} aria-hidden="true" />
      <h1 className={styles.heading}>Failed to load news</h1>
      <p className={styles.hint}>Check your connection, then try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** Offline with no feed saved on this device yet (issue 10): say so, never a spinner or an error. */
export function FeedOffline({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.message}>
      <CloudOff className={styles.icon} aria-hidden="true" />
      <h1 className={styles.heading}>No saved stories yet</h1>
      <p className={styles.hint}>You're offline. Stories you load, open or bookmark while online are kept here to read without a connection.</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}

/** Spec section 2: 'No fresh articles available' and 'Refresh feed', which fetches again. */
export function FeedEmpty({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <div className={styles.message}>
      <Newspaper className={styles.icon} aria-hidden="true" />
      <h1 className={styles.heading}>No fresh articles available</h1>
      <p className={styles.hint}>You are all caught up. New stories arrive through the day.</p>
      <Button variant="secondary" onClick={onRefresh} aria-disabled={refreshing || undefined}>
        <RefreshCw className={refreshing ? styles.spinning : undefined} aria-hidden="true" size={16} />
        Refresh feed
      </Button>
    </div>
  );
}
