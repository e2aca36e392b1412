import { lazy, Suspense, useState } from 'react';
import { Share2 } from 'lucide-react';
import type { NewsArticle } from '@tidings/contracts/news';
import styles from './card-actions.module.css';

// The dialog (and Radix Dialog with it) loads on the first tap: the feed's first paint needs neither.
const ShareDialog = lazy(() => import('../../../components/share-dialog/share-dialog').then((module) => ({ default: module.ShareDialog })));

/** The card's share button and the share dialog it opens. */
export function ShareButton({ article }: { article: Pick<NewsArticle, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.iconButton} aria-label="Share" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" size={22} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog article={article} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
