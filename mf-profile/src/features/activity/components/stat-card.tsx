import { useId, type ReactNode } from 'react';
import card from '../../../components/ui/card.module.css';
import styles from './stat-card.module.css';

interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  /** Spans both columns. */
  wide?: boolean;
  children?: ReactNode;
}

/** One figure of the activity: a group named by its label, so "Best Streak, 4 days" is read together. */
export function StatCard({ icon, label, value, hint, wide = false, children }: StatCardProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={`${card.card} ${styles.stat}`} data-wide={wide || undefined}>
      <div className={styles.top}>
        <span className={styles.icon}>{icon}</span>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      </div>
      <p className={styles.value}>{value}</p>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
