import { CloudOff, FileQuestion, WifiOff } from 'lucide-react';
import { HttpError } from '@tidings/web-kit/api-client';
import { OfflineError } from '@tidings/web-kit/offline/offline-error';
import { Button } from '@tidings/web-kit/ui/button';
import { StatePanel } from '@tidings/web-kit/ui/state-panel';
import styles from './reader-problem.module.css';

export interface ReaderProblemProps {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

/** An id svc-news does not know (404 NEWS_ARTICLE_NOT_FOUND, or not an id at all: 400). */
export const isArticleMissing = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** What the reader shows instead of an article it could not load: never a blank page. */
export function ReaderProblem({ error, onRetry, onClose }: ReaderProblemProps) {
  if (isArticleMissing(error)) {
    return (
      <StatePanel className={styles.box} icon={FileQuestion} title="Article not found" titleLevel={1} action={<Button onClick={onClose}>Go to your feed</Button>}>
        This story is no longer available, or the link is incomplete.
      </StatePanel>
    );
  }
  const retry = <Button onClick={onRetry}>Try again</Button>;
  if (error instanceof OfflineError) {
    return (
      <StatePanel className={styles.box} icon={CloudOff} title="Not saved for offline reading" titleLevel={1} action={retry}>
        You're offline, and this story was not kept on this device. Bookmarked and recently opened stories are.
      </StatePanel>
    );
  }
  return (
    <StatePanel className={styles.box} icon={WifiOff} title="Could not load this article" titleLevel={1} action={retry}>
      Check your connection and try again.
    </StatePanel>
  );
}
