import { DAILY_READING_GOAL } from '@tidings/contracts/catalogue';
import { readingProgress } from '../lib/reading-progress';
import styles from './reading-progress-bar.module.css';

/**
 * Today's Progress as a progress bar: articles read today over the daily goal, capped at 100 %.
 * Without a figure yet (null) it is indeterminate: no value, an empty track.
 */
export function ReadingProgressBar({ articlesReadToday }: { articlesReadToday: number | null }) {
  const percent = articlesReadToday === null ? null : readingProgress(articlesReadToday);
  return (
    <div
      role="progressbar"
      aria-label="Today's Progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={articlesReadToday === null ? undefined : `${articlesReadToday} of ${DAILY_READING_GOAL} articles read today`}
      className={styles.track}
    >
      <div className={styles.fill} style={{ width: `${percent ?? 0}%` }} />
    </div>
  );
}
