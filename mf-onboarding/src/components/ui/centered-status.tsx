import styles from './centered-status.module.css';

/** A full-screen, announced status line (e.g. while the sign-in check runs). */
export function CenteredStatus({ text }: { text: string }) {
  return (
    <div className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
