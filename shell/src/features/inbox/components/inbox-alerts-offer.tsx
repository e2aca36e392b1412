import { INBOX_TEXTS } from '@tidings/contracts/briefing-texts';
import { Button } from '@tidings/web-kit/ui/button';
import styles from './inbox-panel.module.css';

interface InboxAlertsOfferProps {
  /** The Notifications switch is on and the app is installed: the only case alerts can happen. */
  possible: boolean;
  permission: NotificationPermission | 'unsupported';
  onRequest: () => void;
}

/** Asks for the permission alerts need, or says why they cannot come; nothing once granted. */
export function InboxAlertsOffer({ possible, permission, onRequest }: InboxAlertsOfferProps) {
  if (!possible) return null;
  if (permission === 'default') {
    return (
      <Button variant="secondary" fullWidth onClick={onRequest}>
        {INBOX_TEXTS.enableAlerts}
      </Button>
    );
  }
  if (permission === 'denied') {
    return <p className={styles.note}>Alerts are blocked for Tidings. To get them, allow notifications for this app in your device or browser settings.</p>;
  }
  return null;
}
