import { useId } from 'react';
import { Download } from 'lucide-react';
import { useInstallPromptStore } from '@tidings/web-kit/install-prompt-store';
import { Button } from '@tidings/web-kit/ui/button';
import card from '../../../components/ui/card.module.css';
import styles from './install-app-row.module.css';

/**
 * Spec section 2: shown only while the browser offers an install prompt (the shell captures it at
 * start). A prompt can be used once, so the row goes away as soon as Install is pressed.
 */
export default function InstallAppRow() {
  const canInstall = useInstallPromptStore((state) => state.canInstall);
  const promptInstall = useInstallPromptStore((state) => state.promptInstall);
  const labelId = useId();
  if (!canInstall) return null;
  return (
    <li className={styles.item}>
      <span className={card.rowIcon} aria-hidden="true">
        <Download size={18} />
      </span>
      <span className={card.rowText}>
        <span id={labelId} className={card.rowLabel}>
          Install App
        </span>
        <span className={card.rowHint}>Add Tidings to your home screen</span>
      </span>
      <Button variant="primary" onClick={() => void promptInstall()} aria-describedby={labelId}>
        Install
      </Button>
    </li>
  );
}
