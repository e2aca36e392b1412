import { Spinner } from '@tidings/web-kit/ui/spinner';
import styles from './loading-cover.module.css';

/** Spec section 2: 'Loading {source}...' over the reader's body while it opens. */
export function LoadingCover({ source }: { source: string | undefined }) {
  const text = source ? `Loading ${source}...` : 'Loading article...';
  return (
    <div className={styles.cover}>
      <Spinner label={text} size="lg" />
      <p className={styles.text} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
