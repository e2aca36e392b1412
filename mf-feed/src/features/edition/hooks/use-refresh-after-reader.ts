import { useEffect, useRef } from 'react';
import { useArticleReader } from '@tidings/web-kit/article-reader';

/** The read reaches svc-news over NATS a moment after the reader records it: ask again after this. */
export const SETTLED_READ_MS = 2000;

/**
 * Refetches when the reader closes over this screen: at once, and once more when the read has
 * surely reached the server (the device's reading log covers the moment between, see
 * edition-progress). The second refetch also brings reads made on other devices meanwhile.
 */
export function useRefreshAfterReader(refetch: () => unknown): void {
  const { openId } = useArticleReader();
  const wasOpen = useRef(openId !== null);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });

  useEffect(() => {
    const closed = wasOpen.current && openId === null;
    wasOpen.current = openId !== null;
    if (!closed) return;
    void latest.current();
    const later = setTimeout(() => void latest.current(), SETTLED_READ_MS);
    return () => clearTimeout(later);
  }, [openId]);
}
