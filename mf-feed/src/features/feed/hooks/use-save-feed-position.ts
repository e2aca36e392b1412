import { useEffect, useRef } from 'react';
import { writeFeedPosition } from '../lib/feed-position';

/**
 * Saves the feed position (spec section 4) on every move, when the page is hidden and when it
 * unloads — the last two refresh the timestamp, so the 30 minutes count from when the reader left.
 */
export function useSaveFeedPosition(userId: string | undefined, index: number, articleId: string | undefined): void {
  const latest = useRef({ userId, index, articleId });

  useEffect(() => {
    latest.current = { userId, index, articleId };
    if (userId && articleId) writeFeedPosition({ activeIndex: index, timestamp: Date.now(), articleId, userId });
  }, [userId, index, articleId]);

  useEffect(() => {
    const save = () => {
      const { userId: user, index: at, articleId: id } = latest.current;
      if (user && id) writeFeedPosition({ activeIndex: at, timestamp: Date.now(), articleId: id, userId: user });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
    };
  }, []);
}
