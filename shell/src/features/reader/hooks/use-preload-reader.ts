import { useEffect } from 'react';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { loadArticleReader } from '../lib/load-article-reader';

/** How long the browser may wait for an idle moment before the preload starts anyway. */
export const PRELOAD_IDLE_TIMEOUT_MS = 4000;

const ignore = () => undefined;

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a short delay). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, PRELOAD_IDLE_TIMEOUT_MS / 4);
  return () => clearTimeout(timer);
}

/**
 * Loads the reader module while a signed-in user's page is idle, so tapping a story opens it at
 * once. After a failed load it tries again when the browser comes back online.
 */
export function usePreloadReader(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const preload = () => void loadArticleReader().catch(ignore);
    const cancelPreload = whenIdle(preload);
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
