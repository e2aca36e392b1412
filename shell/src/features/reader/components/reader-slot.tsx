import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { openSourceInNewTab, readerFromLocation, useArticleReader, useArticleReaderStore, type OpenReader } from '@tidings/web-kit/article-reader';
import { toast } from '@tidings/web-kit/toast-store';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { useUser } from '@tidings/web-kit/user';
import { RemoteErrorBoundary } from '../../remotes/components/remote-error-boundary';
import { usePreloadReader } from '../hooks/use-preload-reader';
import { loadArticleReader, loadedArticleReader, type ArticleReaderComponent } from '../lib/load-article-reader';
import styles from './reader-slot.module.css';

/** Runs once when the error boundary shows it: the reader crashed while rendering. */
function ReaderCrashed({ onCrash }: { onCrash: () => void }) {
  useEffect(onCrash, [onCrash]);
  return null;
}

/** The open reader: mf_feed's module once loaded, or the source in a new tab when it cannot be. */
function ReaderHost({ target }: { target: OpenReader }) {
  const reader = useArticleReader();
  const known = useArticleReaderStore((state) => state.known.get(target.id));
  const [Reader, setReader] = useState<ArticleReaderComponent | null>(loadedArticleReader);

  // What to do when the reader cannot show this article: the source when it is known, a toast
  // when it is not (a share link), and the reader's history entry left either way. A ref keeps
  // the latest article and navigation for the asynchronous load failure.
  const fallBack = useRef(() => {});
  fallBack.current = () => {
    if (known) openSourceInNewTab(known);
    else toast({ title: 'Could not open the article', description: 'Please try again', variant: 'destructive' });
    reader.close();
  };
  const [onCrash] = useState(() => () => fallBack.current());

  useEffect(() => {
    if (Reader) return;
    let active = true;
    loadArticleReader().then(
      (component) => active && setReader(() => component),
      () => active && fallBack.current(),
    );
    return () => {
      active = false;
    };
  }, [Reader]);

  if (!Reader) {
    return (
      <div className={styles.loading}>
        <Spinner label="Opening article" size="lg" />
      </div>
    );
  }
  return (
    <RemoteErrorBoundary fallback={<ReaderCrashed onCrash={onCrash} />}>
      <Reader articleId={target.id} initialArticle={known} onClose={reader.close} onBack={reader.back} onOpenArticle={reader.open} />
    </RemoteErrorBoundary>
  );
}

/**
 * The page's one article reader (web-kit's article-reader): shown over any screen while the
 * history names an article, for signed-in users. The module is preloaded when the page is idle.
 */
export function ReaderSlot() {
  const location = useLocation();
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  usePreloadReader(signedIn);
  const target = signedIn ? readerFromLocation(location) : null;
  return target ? <ReaderHost target={target} /> : null;
}
