import { SearchX, WifiOff } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { LOAD_ERROR_TEXT } from '../lib/result-texts';
import styles from './discover-states.module.css';

/** Spec section 2: loading shows a skeleton of 5 cards. */
export const SKELETON_CARDS = 5;

export function ResultsSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading news">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <div className={`${styles.shimmer} ${styles.skeletonImage}`} />
          <div className={styles.skeletonBody}>
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: '28%' }} />
            <div className={`${styles.shimmer} ${styles.titleLine}`} style={{ width: index % 2 ? '88%' : '96%' }} />
            <div className={`${styles.shimmer} ${styles.titleLine}`} style={{ width: index % 2 ? '54%' : '70%' }} />
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: '46%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec section 2: 'Failed to load news. Please try again.', with the way to try again. */
export function ResultsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.message} role="alert">
      <WifiOff className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{LOAD_ERROR_TEXT}</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}

/** Spec section 2: the empty text; a search that found nothing offers to clear it. */
export function ResultsEmpty({ text, onClearSearch }: { text: string; onClearSearch?: () => void }) {
  return (
    <div className={styles.message}>
      <SearchX className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      {onClearSearch ? (
        <Button variant="secondary" onClick={onClearSearch}>
          Clear search
        </Button>
      ) : null}
    </div>
  );
}
