import { useEffect } from 'react';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { onFirstIntent } from '@tidings/web-kit/when-page-settled';
import { loadArticleReader } from '../lib/load-article-reader';

const ignore = () => undefined;

/**
 * Loads the reader module at a signed-in user's first tap or key — often the tap on a story, whose
 * loading cover hides the moment it takes — and not while the first screen settles: run then, its
 * start-up was the longest task after the feed's (Lighthouse's TBT). Its files are already on the
 * device (the service worker precaches every remote). After a failed load it tries again when the
 * browser comes back online.
 */
export function usePreloadReader(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const preload = () => void loadArticleReader().catch(ignore);
    const cancelPreload = onFirstIntent(preload);
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
