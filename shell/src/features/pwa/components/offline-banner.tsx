import { useOnline } from '@tidings/web-kit/offline/connectivity';
import styles from './offline-banner.module.css';

export const OFFLINE_BANNER_TEXT = "You're offline — showing saved stories";

/**
 * Above every signed-in screen while the network is gone (issue 10). The live region is always
 * in the page, so its text is announced when it appears, politely, after what is being read.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.banner}>
          {/* Drawn inline, as the remote fallback's icon: an icon library would join the start-up chunk. */}
          <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M2 2l20 20M5.8 5.8A7 7 0 0 0 7 19h10.5M21.5 16.4A4.5 4.5 0 0 0 17.5 10h-1.3A7 7 0 0 0 9.7 5.5" />
          </svg>
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
    </div>
  );
}
