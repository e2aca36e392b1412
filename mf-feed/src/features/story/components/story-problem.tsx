import { CloudOff, FileQuestion, WifiOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { HttpError } from '@tidings/web-kit/api-client';
import { OfflineError } from '@tidings/web-kit/offline/offline-error';
import { Button } from '@tidings/web-kit/ui/button';
import { StatePanel } from '@tidings/web-kit/ui/state-panel';
import styles from './story-screen.module.css';

export interface StoryProblemProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A story id svc-news does not know (404 NEWS_ARTICLE_NOT_FOUND, or not an id at all: 400). */
const isStoryMissing = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** What the story view shows instead of a story it could not load: the reader's words, for a story. */
export function StoryProblem({ error, onRetry, retrying }: StoryProblemProps) {
  const navigate = useNavigate();
  if (isStoryMissing(error)) {
    return (
      <StatePanel className={styles.problem} icon={FileQuestion} title="Story not found" titleLevel={1} action={<Button onClick={() => void navigate('/')}>Go to your feed</Button>}>
        This story is no longer available, or the link is incomplete.
      </StatePanel>
    );
  }
  const retry = (
    <Button onClick={onRetry} disabled={retrying}>
      Try again
    </Button>
  );
  if (error instanceof OfflineError) {
    return (
      <StatePanel className={styles.problem} icon={CloudOff} title="Not saved for offline reading" titleLevel={1} action={retry}>
        You're offline, and this story was not kept on this device. Stories you opened recently are.
      </StatePanel>
    );
  }
  return (
    <StatePanel className={styles.problem} icon={WifiOff} title="Could not load this story" titleLevel={1} role="alert" action={retry}>
      Check your connection and try again.
    </StatePanel>
  );
}
