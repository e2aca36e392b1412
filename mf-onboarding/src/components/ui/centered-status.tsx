import { Spinner } from '@tidings/web-kit/ui/spinner';
import styles from './centered-status.module.css';

/** A full-screen status (e.g. while the sign-in check runs): announced once, by the spinner's name. */
export function CenteredStatus({ text }: { text: string }) {
  return (
    <div className={styles.status}>
      <Spinner label={text} size="lg" />
      <p aria-hidden="true">{text}</p>
    </div>
  );
}
