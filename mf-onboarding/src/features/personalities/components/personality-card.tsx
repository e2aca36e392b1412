import { useId } from 'react';
import type { Personality } from '@tidings/contracts/catalogue-api';
import styles from './personality-card.module.css';

interface PersonalityCardProps {
  personality: Personality;
  selected: boolean;
  onToggle: (name: string) => void;
}

/**
 * The toggle holds the name only and is stretched over the whole card, so the card stays one big
 * tap target while the button's name is exactly its visible text (WCAG 2.5.3, label in name): a
 * voice command "Ada Lovelace" hits it, and a screen reader says "Ada Lovelace, toggle button,
 * not pressed" and then the description line.
 */
export function PersonalityCard({ personality, selected, onToggle }: PersonalityCardProps) {
  const descriptionId = `${useId()}-description`;
  return (
    <div className={styles.card} data-selected={selected || undefined}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(personality.name)}
      </span>
      <span className={styles.text}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={selected}
          aria-describedby={descriptionId}
          onClick={() => onToggle(personality.name)}
        >
          {personality.name}
        </button>
        <span id={descriptionId} className={styles.description}>
          {personality.description}
        </span>
      </span>
      <span className={styles.mark} aria-hidden="true">
        {selected ? '✓' : '+'}
      </span>
    </div>
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
