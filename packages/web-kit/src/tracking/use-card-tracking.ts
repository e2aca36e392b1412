import { useCallback } from 'react';
import { createCardTracker } from './card-tracker';
import { observeCardVisibility } from './card-visibility';
import { isPageVisible, onPageVisibilityChange } from './page-visibility';
// By the package's name, not './tracking-client': Module Federation shares web-kit by module
// request, so a relative import would bundle a second client (with no session) into the remote.
import { recordEngagement, recordTimeSpent } from '@tidings/web-kit/tracking/tracking-client';

/**
 * Tracks one feed card: pass the answer as the card element's `ref`. It reports 'viewed' when the
 * card comes into view, 'read' after 5 s of focus, and the time spent when it leaves after more
 * than 5000 ms (spec sections 4 and 9). Unmounting the card counts as leaving. All cards share one
 * IntersectionObserver.
 */
export function useCardTracking(newsId: string): (element: Element | null) => () => void {
  return useCallback(
    (element: Element | null) => {
      if (!element) return () => undefined;
      const tracker = createCardTracker(newsId, { recordEngagement, recordTimeSpent, isPageVisible, now: () => Date.now() });
      const stopObserving = observeCardVisibility(element, (inView) => (inView ? tracker.enter() : tracker.leave()));
      const stopListening = onPageVisibilityChange((visible) => (visible ? tracker.pageVisible() : tracker.pageHidden()));
      return () => {
        stopObserving();
        stopListening();
        tracker.dispose();
      };
    },
    [newsId],
  );
}
