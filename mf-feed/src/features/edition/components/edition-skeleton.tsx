import { Skeleton, SkeletonBlock } from '@tidings/web-kit/ui/state-panel';
import styles from './edition-skeleton.module.css';

/** The edition's shape while its code or its answer loads. Small: the feed's first load carries it as the lazy view's fallback. */
export function EditionSkeleton() {
  return (
    <Skeleton label="Loading today's edition" className={styles.skeleton}>
      <SkeletonBlock className={styles.heading} />
      <SkeletonBlock className={styles.bar} />
      {Array.from({ length: 4 }, (_, i) => (
        <SkeletonBlock key={i} className={styles.card} />
      ))}
    </Skeleton>
  );
}
