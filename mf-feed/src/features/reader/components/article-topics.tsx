import { lazy, Suspense, useState } from 'react';
import { Tags } from 'lucide-react';
import styles from './article-topics.module.css';

// Loaded when pressed: the reader opens without the topics' lists, form and requests.
const TopicsDialog = lazy(() => import('./topics-dialog'));

/**
 * "Topics" in the reader (issue 32): opens the article's people, places and organisations to
 * follow or mute, and a field to follow a keyword.
 */
export function ArticleTopics({ newsId }: { newsId: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Tags aria-hidden="true" size={18} />
        Topics
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <TopicsDialog newsId={newsId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
