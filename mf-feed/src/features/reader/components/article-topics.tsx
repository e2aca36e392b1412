import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { toast } from '@tidings/web-kit/toast-store';
import { Tags } from 'lucide-react';
import type { TopicsDialogProps } from './topics-dialog';
import styles from './article-topics.module.css';

// Loaded when pressed: the reader opens without the topics' lists, form and requests.
// Offline before it was ever fetched: a toast says so and the reader stays as it was.
const TopicsDialog = lazy((): Promise<{ default: ComponentType<TopicsDialogProps> }> => import('./topics-dialog').catch(() => ({ default: TopicsUnreachable })));

function TopicsUnreachable({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  useEffect(() => {
    toast({ title: 'Could not open Topics', description: 'Check your connection, then reload and try again.', variant: 'destructive' });
    onOpenChange(false);
  }, [onOpenChange]);
  return null;
}

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
