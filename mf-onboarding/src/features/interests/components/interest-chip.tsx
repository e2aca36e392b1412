import { interestLabel } from '../../../lib/interests';
import styles from './interest-chip.module.css';

interface InterestChipProps {
  value: string;
  selected: boolean;
  onToggle: (value: string) => void;
}

export function InterestChip({ value, selected, onToggle }: InterestChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={selected} onClick={() => onToggle(value)}>
      <span className={styles.check} aria-hidden="true">
        {selected ? '✓' : '+'}
      </span>
      {interestLabel(value)}
    </button>
  );
}
