import type { EngagementType } from '@tidings/contracts/tracking';

// What one feed card reports (spec sections 4 and 9): 'viewed' each time it comes into view,
// 'read' once it has had 5 s of focus in one visit (only time the page is visible counts), and the
// time spent when it leaves the viewport after more than 5000 ms. Hiding the page is where mobile
// browsers may kill it, so a visit already past 5000 ms reports its time there too (surviving
// unload) and carries on counting afresh when the page is back.

export const READ_AFTER_MS = 5000;
export const TIME_SPENT_MIN_MS = 5000;

export interface CardTrackerOptions {
  recordEngagement: (newsId: string, engagementType: EngagementType) => void;
  recordTimeSpent: (newsId: string, timeSpentMs: number, options?: { keepalive?: boolean }) => void;
  isPageVisible: () => boolean;
  now: () => number;
}

export interface CardTracker {
  enter(): void;
  leave(): void;
  pageHidden(): void;
  pageVisible(): void;
  /** The card is unmounted: a leave. */
  dispose(): void;
}

export function createCardTracker(newsId: string, { recordEngagement, recordTimeSpent, isPageVisible, now }: CardTrackerOptions): CardTracker {
  let inView = false;
  let focusSince: number | null = null;
  /** Focused time in this visit (the read rule) and the part of it not yet reported. */
  let visitMs = 0;
  let unreportedMs = 0;
  let readSent = false;
  let readTimer: ReturnType<typeof setTimeout> | undefined;

  function resume() {
    focusSince = now();
    if (readSent) return;
    readTimer = setTimeout(() => {
      readSent = true;
      recordEngagement(newsId, 'read');
    }, READ_AFTER_MS - visitMs);
  }

  function pause() {
    clearTimeout(readTimer);
    if (focusSince === null) return;
    const focused = now() - focusSince;
    focusSince = null;
    visitMs += focused;
    unreportedMs += focused;
  }

  function report(keepalive: boolean) {
    if (visitMs > TIME_SPENT_MIN_MS && unreportedMs > 0) recordTimeSpent(newsId, unreportedMs, { keepalive });
    unreportedMs = 0;
  }

  const leave = () => {
    if (!inView) return;
    pause();
    inView = false;
    report(false);
    visitMs = 0;
  };

  return {
    enter() {
      if (inView) return;
      inView = true;
      recordEngagement(newsId, 'viewed');
      if (isPageVisible()) resume();
    },
    leave,
    pageHidden() {
      if (!inView || focusSince === null) return;
      pause();
      if (visitMs > TIME_SPENT_MIN_MS) report(true);
    },
    pageVisible() {
      if (inView && focusSince === null) resume();
    },
    dispose: leave,
  };
}
