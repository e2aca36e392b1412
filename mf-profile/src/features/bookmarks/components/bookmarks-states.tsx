import { Bookmark as BookmarkIcon, CloudOff, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@tidings/web-kit/ui/button';
import styles from './bookmarks-states.module.css';

/** Spec section 2: a skeleton of 3 while the bookmarks load. */
export function BookmarksSkeleton() {
  return (
    <div role="status" aria-label="Loading bookmarks" className={styles.skeleton}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeletonItem}>
          <div className={`${styles.block} ${styles.thumb}`} />
          <div className={styles.lines}>
            <div className={styles.block} style={{ width: '88%', height: '1rem' }} />
            <div className={styles.block} style={{ width: '100%' }} />
            <div className={styles.block} style={{ width: '72%' }} />
            <div className={styles.block} style={{ width: '40%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function BookmarksError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.message} role="alert">
      <WifiOff className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>Failed to load bookmarks. Please try again.</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}

/** Offline before the bookmarks were ever saved on this device (issue 10). */
export function BookmarksOffline({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.message}>
      <CloudOff className={styles.icon} aria-hidden="true" />
      <h2 className={styles.heading}>Bookmarks not saved on this device yet</h2>
      <p className={styles.text}>You're offline. Open your bookmarks once while online to keep them, with their full stories, for reading offline.</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}

export function BookmarksEmpty() {
  return (
    <div className={styles.message}>
      <BookmarkIcon className={styles.icon} aria-hidden="true" />
      <h2 className={styles.heading}>No bookmarks yet</h2>
      <p className={styles.text}>Your saved articles will appear here</p>
      <Link to="/" className={styles.action}>
        Browse your feed
      </Link>
    </div>
  );
}
