import { useCallback, type MouseEvent } from 'react';
import { useArticleReader } from '@tidings/web-kit/article-reader';

/** The share link of an article: what a story's article links point to (open in new tab works). */
export const articleHref = (id: string) => `/news/${encodeURIComponent(id)}`;

/**
 * A click on an article link opens the reader over the story (closing it comes back here); a
 * click meant for a new tab or window keeps the link's own behaviour.
 */
export function useOpenArticle() {
  const reader = useArticleReader();
  return useCallback(
    (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      reader.open({ id });
    },
    [reader]
  );
}
