import { TIME_SPENT_SECONDS_MAX } from '@tidings/contracts/tracking-rules';
import { HttpError } from '@tidings/web-kit/api-client';
import { QUEUED_ON_DEVICE } from './durable-request';
import { logTrackingFailure } from './tracking-log';
import type { TrackingRequest } from './tracking-request';

// Reading time in the article reader (spec sections 2, 4 and 9). Opening records the read
// (POST /api/articles/read/{id} for the feed, POST /api/news/{id}/read with zero time for the
// streak); every 30 s the time is sent when more than 5 s is unsent; the rest goes on close and
// when the page is hidden (surviving unload). Only time the page is visible counts. Time goes as
// a PATCH once the read is known to exist; before that (the open still on its way, or failed) as
// a POST, which records the read and adds its time, so a lost open never loses the time.

export const READING_TICK_MS = 30_000;
export const READING_MIN_UNSENT_MS = 5000;

export interface ReadingTimerOptions {
  request: TrackingRequest;
  isPageVisible: () => boolean;
  now: () => number;
}

export interface ReadingTimer {
  open(): void;
  /** The 30 s beat. */
  tick(): void;
  pageHidden(): void;
  pageVisible(): void;
  close(): void;
}

export function createReadingTimer(newsId: string, { request, isPageVisible, now }: ReadingTimerOptions): ReadingTimer {
  const readUrl = `/api/news/${encodeURIComponent(newsId)}/read`;
  let readRecorded = false;
  let closed = false;
  let visibleSince: number | null = null;
  let unsentMs = 0;

  function settle() {
    if (visibleSince === null) return;
    const at = now();
    unsentMs += at - visibleSince;
    visibleSince = at;
  }

  const postTime = (seconds: number, keepalive: boolean) =>
    request('POST', readUrl, { timeSpentSeconds: seconds }, { keepalive, withTimeZone: true }).then((answer) => {
      // Waiting on the device is not recorded yet: later time also goes as a POST, which records
      // the read if it is still missing, whatever order the queued writes arrive in.
      if (answer !== QUEUED_ON_DEVICE) readRecorded = true;
    });

  function sendTime(seconds: number, keepalive: boolean) {
    const sent = readRecorded
      ? request('PATCH', readUrl, { additionalTimeSpentSeconds: seconds }, { keepalive, withTimeZone: true }).catch((error: unknown) => {
          // 404: the server has no read to add to; record it with the time instead.
          if (error instanceof HttpError && error.status === 404) return postTime(seconds, keepalive);
          throw error;
        })
      : postTime(seconds, keepalive);
    sent.catch((error: unknown) => {
      logTrackingFailure(`could not send ${seconds} s of reading time for ${newsId}`, error);
      // Put the time back for the next beat; after close there is no next beat.
      if (!closed) unsentMs += seconds * 1000;
    });
  }

  /** Sends the unsent whole seconds; `all` rounds the last fraction too (nothing follows). */
  function flush({ keepalive, all }: { keepalive: boolean; all: boolean }) {
    const seconds = Math.min(all ? Math.round(unsentMs / 1000) : Math.floor(unsentMs / 1000), TIME_SPENT_SECONDS_MAX);
    unsentMs = all ? 0 : unsentMs - seconds * 1000;
    if (seconds > 0) sendTime(seconds, keepalive);
  }

  return {
    open() {
      request('POST', `/api/articles/read/${encodeURIComponent(newsId)}`).catch((error) => logTrackingFailure(`could not record the read of ${newsId}`, error));
      postTime(0, false).catch((error) => logTrackingFailure(`could not record the read of ${newsId}`, error));
      if (isPageVisible()) visibleSince = now();
    },
    tick() {
      settle();
      if (unsentMs > READING_MIN_UNSENT_MS) flush({ keepalive: false, all: false });
    },
    pageHidden() {
      settle();
      visibleSince = null;
      flush({ keepalive: true, all: false });
    },
    pageVisible() {
      if (!closed && visibleSince === null) visibleSince = now();
    },
    close() {
      if (closed) return;
      settle();
      visibleSince = null;
      closed = true;
      flush({ keepalive: true, all: true });
    },
  };
}
