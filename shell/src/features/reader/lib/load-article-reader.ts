import type { ComponentType } from 'react';
import { useArticleReaderStore, type ArticleReaderProps } from '@tidings/web-kit/article-reader';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { fallbackModule } from '../../remotes/remote-fallback-plugin';

export type ArticleReaderComponent = ComponentType<ArticleReaderProps>;

let loaded: ArticleReaderComponent | null = null;
let loading: Promise<ArticleReaderComponent> | null = null;
let failedBefore = false;

/** The reader module once loaded: the slot then renders it without a loading frame. */
export function loadedArticleReader(): ArticleReaderComponent | null {
  return loaded;
}

/**
 * Loads `mf_feed/ArticleReader` once for the page (concurrent callers share the attempt) and
 * tells every app whether the reader can open (`availability`), so `useArticleReader().open()`
 * falls back to the source at once when it cannot. The runtime plugin answers a failed load with
 * the slot fallback module, which here counts as a failure. A failure is forgotten: the next
 * call loads again, re-registering mf_feed from a fresh remotes list.
 */
export function loadArticleReader(): Promise<ArticleReaderComponent> {
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  const attempt = loadRemotePage('mf_feed', 'ArticleReader', failedBefore).then(({ default: component }) => {
    if (component === fallbackModule.default) throw new Error('mf_feed/ArticleReader could not be loaded');
    // No cast: mf-feed's generated declaration must accept the props web-kit's reader store gives.
    loaded = component;
    failedBefore = false;
    useArticleReaderStore.getState().setAvailability('ready');
    return loaded;
  });
  loading = attempt;
  attempt.then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      failedBefore = true;
      useArticleReaderStore.getState().setAvailability('failed');
      console.error('The article reader could not be loaded; articles open at their source instead.', error);
    },
  );
  return attempt;
}

/** Forgets the loaded module and any attempt: each test starts from a page that loaded nothing. */
export function resetArticleReaderLoader(): void {
  loaded = null;
  loading = null;
  failedBefore = false;
}
