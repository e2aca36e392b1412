import { useEffect } from 'react';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { loadArticleReader } from '../lib/load-article-reader';

/** How long the browser may wait for an idle moment before the preload starts anyway. */
export const PRELOAD_IDLE_TIMEOUT_MS = 4000;
/**
 * The first screen comes first: the screen's own remote and data load after the page's `load`
 * event, and an idle moment comes while they are on the network. So the preload waits this long
 * after `load` (or for the first tap or key, which often comes just before an open).
 */
export const PRELOAD_AFTER_LOAD_MS = 3000;

const ignore = () => undefined;
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `task` once: on the first tap or key, or when the browser is idle a while after load. */
function whenSettledOrIntent(task: () => void): () => void {
  let done = false;
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const idle = () => {
    if (typeof window.requestIdleCallback !== 'function') return run();
    const handle = window.requestIdleCallback(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    cancelIdle = () => window.cancelIdleCallback(handle);
  };
  const afterLoad = () => (timer = setTimeout(idle, PRELOAD_AFTER_LOAD_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { once: true, capture: true, passive: true });
  function cancel() {
    window.removeEventListener('load', afterLoad);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, { capture: true });
    clearTimeout(timer);
    cancelIdle();
  }
  return () => {
    done = true;
    cancel();
  };
}

/**
 * Loads the reader module once a signed-in user's first screen has settled (or on their first tap
 * or key), so tapping a story opens it at once without slowing the first screen. After a failed
 * load it tries again when the browser comes back online.
 */
export function usePreloadReader(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const preload = () => void loadArticleReader().catch(ignore);
    const cancelPreload = whenSettledOrIntent(preload);
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
