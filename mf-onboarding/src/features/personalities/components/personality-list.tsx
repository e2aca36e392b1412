import type { Personality } from '@tidings/contracts/catalogue-api';
import { ActionButton } from '../../../components/ui/action-button';
import hidden from '../../../components/ui/visually-hidden.module.css';
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
      <div aria-busy="true">
        <p className={hidden.hidden} role="status">
          Loading personalities...
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
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
