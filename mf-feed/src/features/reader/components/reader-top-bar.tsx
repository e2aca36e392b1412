import { ArrowLeft, ExternalLink, RotateCw, X } from 'lucide-react';
import { sourceAddress } from '../../../lib/source-url';
import styles from './reader-top-bar.module.css';

export interface ReaderTopBarProps {
  sourceUrl: string | undefined;
  onBack: () => void;
  onReload: () => void;
  onClose: () => void;
}

/** Spec section 2: back, reload, the source URL, open-in-new-tab and close. */
export function ReaderTopBar({ sourceUrl, onBack, onReload, onClose }: ReaderTopBarProps) {
  const address = sourceUrl ? sourceAddress(sourceUrl) : null;
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.icon} onClick={onBack} aria-label="Back">
        <ArrowLeft aria-hidden="true" size={22} />
      </button>
      <button type="button" className={styles.icon} onClick={onReload} aria-label="Reload">
        <RotateCw aria-hidden="true" size={20} />
      </button>
      {address?.display ? (
        <span className={styles.address} title={sourceUrl}>
          {address.display}
        </span>
      ) : (
        <span className={styles.spacer} />
      )}
      {address?.isWeb ? (
        <a className={styles.icon} href={sourceUrl} target="_blank" rel="noopener noreferrer" aria-label="Open in new tab">
          <ExternalLink aria-hidden="true" size={20} />
        </a>
      ) : null}
      <button type="button" className={styles.icon} onClick={onClose} aria-label="Close">
        <X aria-hidden="true" size={22} />
      </button>
    </div>
  );
}
