import { SearchX, WifiOff } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import { LOAD_ERROR_TEXT } from '../lib/result-texts';
import styles from './discover-states.module.css';

/** Spec section 2: loading shows a skeleton of 5 cards. */
export const SKELETON_CARDS = 5;

export function ResultsSkeleton() {
  return (
    <Skeleton label="Loading news" className={styles.skeleton}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <SkeletonBlock className={styles.skeletonImage} />
          <div className={styles.skeletonBody}>
            <SkeletonBlock className={styles.line} style={{ width: '28%' }} />
            <SkeletonBlock className={styles.titleLine} style={{ width: index % 2 ? '88%' : '96%' }} />
            <SkeletonBlock className={styles.titleLine} style={{ width: index % 2 ? '54%' : '70%' }} />
            <SkeletonBlock className={styles.line} style={{ width: '46%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/** Spec section 2: 'Failed to load news. Please try again.', with the way to try again. */
export function ResultsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel
      role="alert"
      icon={WifiOff}
      action={
        <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
          Try again
        </Button>
      }
    >
      {LOAD_ERROR_TEXT}
    </StatePanel>
  );
}

/** Spec section 2: the empty text; a search that found nothing offers to clear it. */
export function ResultsEmpty({ text, onClearSearch }: { text: string; onClearSearch?: () => void }) {
  return (
    <StatePanel
      icon={SearchX}
      action={
        onClearSearch ? (
          <Button variant="secondary" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : undefined
      }
    >
      {text}
    </StatePanel>
  );
}
