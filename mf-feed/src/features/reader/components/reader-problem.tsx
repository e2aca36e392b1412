import { CloudOff, FileQuestion, WifiOff } from 'lucide-react';
import { HttpError } from '@tidings/web-kit/api-client';
import { OfflineError } from '@tidings/web-kit/offline/offline-error';
import { Button } from '@tidings/web-kit/ui/button';
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
      <div className={styles.box}>
        <FileQuestion aria-hidden="true" size={40} className={styles.icon} />
        <h1 className={styles.title}>Article not found</h1>
        <p className={styles.text}>This story is no longer available, or the link is incomplete.</p>
        <Button onClick={onClose}>Go to your feed</Button>
      </div>
    );
  }
  if (error instanceof OfflineError) {
    return (
      <div className={styles.box}>
        <CloudOff aria-hidden="true" size={40} className={styles.icon} />
        <h1 className={styles.title}>Not saved for offline reading</h1>
        <p className={styles.text}>You're offline, and this story was not kept on this device. Bookmarked and recently opened stories are.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <WifiOff aria-hidden="true" size={40} className={styles.icon} />
      <h1 className={styles.title}>Could not load this article</h1>
      <p className={styles.text}>Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
