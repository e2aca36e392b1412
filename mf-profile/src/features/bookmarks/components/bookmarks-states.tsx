import { Bookmark as BookmarkIcon, CloudOff, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import styles from './bookmarks-states.module.css';

/** Spec section 2: a skeleton of 3 while the bookmarks load. */
export function BookmarksSkeleton() {
  return (
    <Skeleton label="Loading bookmarks" className={styles.skeleton}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeletonItem}>
          <SkeletonBlock className={styles.thumb} />
          <div className={styles.lines}>
            <SkeletonBlock className={styles.line} style={{ width: '88%', height: '1rem' }} />
            <SkeletonBlock className={styles.line} style={{ width: '100%' }} />
            <SkeletonBlock className={styles.line} style={{ width: '72%' }} />
            <SkeletonBlock className={styles.line} style={{ width: '40%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

type RetryProps = { onRetry: () => void; retrying: boolean };

function RetryButton({ onRetry, retrying }: RetryProps) {
  return (
    <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
      Try again
    </Button>
  );
}

export function BookmarksError(props: RetryProps) {
  return (
    <StatePanel role="alert" icon={WifiOff} action={<RetryButton {...props} />}>
      Failed to load bookmarks. Please try again.
    </StatePanel>
  );
}

/** Offline before the bookmarks were ever saved on this device (issue 10). */
export function BookmarksOffline(props: RetryProps) {
  return (
    <StatePanel icon={CloudOff} title="Bookmarks not saved on this device yet" action={<RetryButton {...props} />}>
      You're offline. Open your bookmarks once while online to keep them, with their full stories, for reading offline.
    </StatePanel>
  );
}

export function BookmarksEmpty() {
  return (
    <StatePanel
      icon={BookmarkIcon}
      title="No bookmarks yet"
      action={
        <Link to="/" className={styles.action}>
          Browse your feed
        </Link>
      }
    >
      Your saved articles will appear here
    </StatePanel>
  );
}
