import { Spinner } from '@tidings/web-kit/ui/spinner';
import styles from './full-page-spinner.module.css';

/** While the signed-in state loads (spec section 2). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.center}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
