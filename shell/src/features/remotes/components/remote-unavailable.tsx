import { useId } from 'react';
import { Button } from '@tidings/web-kit/ui/button';
import { useRemoteRetry } from '../remote-retry-context';
import styles from './remote-unavailable.module.css';

/** The fallback of a remote slot; "Try again" reloads just this remote, not the page. */
export function RemoteUnavailable() {
  const retry = useRemoteRetry();
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
      </svg>
      <h2 id={titleId} className={styles.title}>
        This part of Tidings is unavailable right now.
      </h2>
      <p className={styles.text}>The rest of the app still works. Check your connection and try again.</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </section>
  );
}
