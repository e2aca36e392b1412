import { useId } from 'react';
import type { Personality } from '@tidings/contracts/catalogue-api';
import styles from './personality-card.module.css';

interface PersonalityCardProps {
  personality: Personality;
  selected: boolean;
  onToggle: (name: string) => void;
}

export function PersonalityCard({ personality, selected, onToggle }: PersonalityCardProps) {
  // Named by the name alone, described by the description: "Ada Lovelace, toggle button, pressed".
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  return (
    <button
      type="button"
      className={styles.card}
      aria-pressed={selected}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      onClick={() => onToggle(personality.name)}
    >
      <span className={styles.avatar} aria-hidden="true">
        {initials(personality.name)}
      </span>
      <span className={styles.text}>
        <span id={nameId} className={styles.name}>{personality.name}</span>
        <span id={descriptionId} className={styles.description}>
          {personality.description}
        </span>
      </span>
      <span className={styles.mark} aria-hidden="true">
        {selected ? '✓' : '+'}
      </span>
    </button>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
