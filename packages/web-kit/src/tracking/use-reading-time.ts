import { useEffect } from 'react';
import { isPageVisible, onPageVisibilityChange } from './page-visibility';
import { createReadingTimer, READING_TICK_MS } from './reading-timer';
import { durableTrackingRequest } from './durable-request';
// By the package's name, not './tracking-client': one client (and session) for the whole page.
import { logRead } from '@tidings/web-kit/tracking/tracking-client';

/**
 * Records reading time for the article open in the reader (`null` when none is open): the read on
 * open, the time every 30 s when more than 5 s is unsent, and the rest on close, on hide and on
 * unload (spec sections 2 and 4), and the read in the device's reading log. Switching to another article closes the first one's time.
 */
export function useReadingTime(newsId: string | null): void {
  useEffect(() => {
    if (!newsId) return;
    const timer = createReadingTimer(newsId, { request: durableTrackingRequest, isPageVisible, now: () => Date.now() });
    timer.open();
    logRead(newsId);
    const beat = setInterval(timer.tick, READING_TICK_MS);
    const stopListening = onPageVisibilityChange((visible) => (visible ? timer.pageVisible() : timer.pageHidden()));
    return () => {
      clearInterval(beat);
      stopListening();
      timer.close();
    };
  }, [newsId]);
}
