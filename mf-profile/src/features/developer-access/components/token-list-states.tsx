import { CloudOff, KeyRound, TriangleAlert } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { StatePanel } from '@tidings/web-kit/ui/state-panel';
import { NEEDS_CONNECTION } from '../lib/action-error';
import styles from './token-list.module.css';

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

function RetryButton({ onRetry, retrying }: RetryProps) {
  return (
    <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
      Try again
    </Button>
  );
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
    <StatePanel className={styles.state} icon={KeyRound} title="No tokens yet" titleLevel={4}>
      Create one to use the Tidings API from a script or an app.
    </StatePanel>
  );
}

export function TokensError(props: RetryProps) {
  return (
    <StatePanel className={styles.state} role="alert" icon={TriangleAlert} action={<RetryButton {...props} />}>
      Failed to load your tokens. Please try again.
    </StatePanel>
  );
}

export function TokensOffline(props: RetryProps) {
  return (
    <StatePanel className={styles.state} icon={CloudOff} action={<RetryButton {...props} />}>
      {NEEDS_CONNECTION}
    </StatePanel>
  );
}
