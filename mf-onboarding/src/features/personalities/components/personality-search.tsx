import { useId } from 'react';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import styles from './personality-search.module.css';

interface PersonalitySearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function PersonalitySearch({ value, onChange }: PersonalitySearchProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <VisuallyHidden as="label" htmlFor={id}>
        Search personalities
      </VisuallyHidden>
      <span className={styles.icon} aria-hidden="true">
        ⌕
      </span>
      <input
        id={id}
        className={styles.input}
        type="search"
        placeholder="Search personalities..."
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
