import { CloudOff, Newspaper, WifiOff } from 'lucide-react';
import { EDITION_TEXTS } from '@tidings/contracts/briefing-texts';
import { Button } from '@tidings/web-kit/ui/button';
import { StatePanel } from '@tidings/web-kit/ui/state-panel';
import styles from './edition-screen.module.css';

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

function RetryButton({ onRetry, retrying, children = 'Try again' }: RetryProps & { children?: string }) {
  return (
    <Button variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
      {children}
    </Button>
  );
}

/** The edition could not be loaded (a server error, or an answer that is not an edition). */
export function EditionError(props: RetryProps) {
  return (
    <StatePanel className={styles.state} role="alert" icon={WifiOff} title={EDITION_TEXTS.error} titleLevel={1} action={<RetryButton {...props} />}>
      Check your connection, then try again.
    </StatePanel>
  );
}

/** Offline before the edition was ever saved on this device: say so, never a spinner or an error. */
export function EditionOffline(props: RetryProps) {
  return <StatePanel className={styles.state} icon={CloudOff} title={EDITION_TEXTS.offline} titleLevel={1} action={<RetryButton {...props} />} />;
}

/** A thin day: no story made the edition yet. */
export function EditionEmpty({ next, ...props }: RetryProps & { next: string }) {
  return (
    <StatePanel className={styles.state} icon={Newspaper} title={EDITION_TEXTS.empty} titleLevel={1} action={<RetryButton {...props}>Refresh</RetryButton>}>
      {next}
    </StatePanel>
  );
}
