import { CloudOff, KeyRound, TriangleAlert } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { NEEDS_CONNECTION } from '../lib/action-error';
import styles from './token-list.module.css';

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

export function TokensLoading() {
  return (
    <div className={styles.state}>
      <Spinner label="Loading your tokens" />
    </div>
  );
}

export function TokensEmpty() {
  return (
    <div className={styles.state}>
      <KeyRound className={styles.stateIcon} aria-hidden="true" />
      <p className={styles.stateTitle}>No tokens yet</p>
      <p>Create one to use the Tidings API from a script or an app.</p>
    </div>
  );
}

export function TokensError({ onRetry, retrying }: RetryProps) {
  return (
    <div className={styles.state} role="alert">
      <TriangleAlert className={styles.stateIcon} aria-hidden="true" />
      <p>Failed to load your tokens. Please try again.</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}

export function TokensOffline({ onRetry, retrying }: RetryProps) {
  return (
    <div className={styles.state}>
      <CloudOff className={styles.stateIcon} aria-hidden="true" />
      <p>{NEEDS_CONNECTION}</p>
      <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
        Try again
      </Button>
    </div>
  );
}
