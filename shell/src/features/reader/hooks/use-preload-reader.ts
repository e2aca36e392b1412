import { useEffect } from 'react';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';
import { loadArticleReader } from '../lib/load-article-reader';

const ignore = () => undefined;

/**
 * Loads the reader module once a signed-in user's first screen has settled (or on their first tap
 * or key), so tapping a story opens it at once without slowing the first screen. After a failed
 * load it tries again when the browser comes back online.
 */
export function usePreloadReader(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const preload = () => void loadArticleReader().catch(ignore);
    const cancelPreload = whenPageSettled(preload);
    const retryOnline = () => {
      if (useArticleReaderStore.getState().availability === 'failed') preload();
    };
    window.addEventListener('online', retryOnline);
    return () => {
      cancelPreload();
      window.removeEventListener('online', retryOnline);
    };
  }, [signedIn]);
}
