import { CloudOff } from 'lucide-react';
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
          <CloudOff aria-hidden="true" size={16} className={styles.icon} />
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
    </div>
  );
}
