import type { Personality } from '@tidings/contracts/catalogue-api';
import { Skeleton, SkeletonBlock } from '@tidings/web-kit/ui/state-panel';
import { ActionButton } from '../../../components/ui/action-button';
import { PersonalityCard } from './personality-card';
import styles from './personality-list.module.css';

interface PersonalityListProps {
  status: 'pending' | 'error' | 'success';
  matches: readonly Personality[];
  selected: readonly string[];
  onToggle: (name: string) => void;
  onRetry: () => void;
}

const SKELETON_ROWS = 6;

export function PersonalityList({ status, matches, selected, onToggle, onRetry }: PersonalityListProps) {
  if (status === 'pending') {
    return (
      <Skeleton label="Loading personalities...">
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <SkeletonBlock className={styles.skeleton} />
            </li>
          ))}
        </ul>
      </Skeleton>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <p>Failed to load personalities.</p>
        <ActionButton variant="secondary" className={styles.retry} onClick={onRetry}>
          Try again
        </ActionButton>
      </div>
    );
  }

  if (matches.length === 0) {
    return (
      <p className={styles.message} role="status">
        No personalities found matching your search
      </p>
    );
  }

  return (
    <ul className={styles.list} aria-label="Personalities">
      {matches.map((personality) => (
        <li key={personality.id}>
          <PersonalityCard
            personality={personality}
            selected={selected.includes(personality.name)}
            onToggle={onToggle}
          />
        </li>
      ))}
    </ul>
  );
}
