import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible name of the status; visible only to assistive technology. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`${styles.spinner} ${styles[size]}`}>
      <span className={styles.ring} aria-hidden="true" />
    </span>
  );
}
