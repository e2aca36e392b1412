import { trackedEventProblem, type EngagementType } from '@tidings/contracts/tracking-rules';
import { durableTrackingRequest } from './durable-request';
import { createEngagement } from './engagement';
import type { BufferedEvent } from './event-batches';
import { detectPlatform } from './platform';
import { createThrottle } from './rate-guards';
import { createSessionController, type ActiveSession } from './session-controller';
import { sessionKeys } from './session-keys';
import { invalidateQuery } from '@tidings/web-kit/tracking/tracking-config';
import { pageEventQueue } from '@tidings/web-kit/offline-queue/write-queue-client';
import type { EventQueue } from '../offline-queue/durable-queue';
import { logTrackingFailure } from './tracking-log';
import type { TrackingRequest } from './tracking-request';
import { newUuid } from './uuid';
import { rememberViewed, viewedIdsOf, viewedIdsSlot } from './viewed-ids';
import { cachedArticleSource } from '../reading-log/article-source';
import { readingLogSlot, rememberRead } from '../reading-log/reading-log';

// The tracking client, built from its parts. tracking-client.ts holds the page's one instance;
// tests build their own (a second one over the same storage is what a reload sees).
// The shell drives the session (start, end, resume, sign-out); remotes report what the reader
// does (track, touches, engagement, time). Every function here only logs its failures.

export const TOUCH_THROTTLE_MS = 3000;

export const APP_LAUNCH_EVENT = 'app_launch';
export const TOUCH_EVENT = 'touch';

export interface TrackingClientOptions {
  /** Sessions, engagement, reads: through the page's durable queue, so none is lost offline. */
  request?: TrackingRequest;
  /** Where events wait for their batch: the page's durable queue too. */
  events?: EventQueue;
  now?: () => number;
  newId?: () => string;
  userAgent?: () => string;
  invalidate?: (queryKey: readonly unknown[]) => void;
}

/** A client with its own state over the page's storage; a second one is what a reload sees. */
export function createTrackingClient({
  request = durableTrackingRequest,
  events = pageEventQueue,
  now = () => Date.now(),
  newId = newUuid,
  userAgent = () => navigator.userAgent,
  invalidate = invalidateQuery,
}: TrackingClientOptions = {}) {
  const viewed = viewedIdsSlot();
  const readingLog = readingLogSlot();

  function buffered({ sessionId, userId }: ActiveSession, eventType: string, eventData: Record<string, unknown> | undefined, storyId: string | undefined, ts: number) {
    const event: BufferedEvent = { eventId: newId(), userId, sessionId, eventType, ts, ...(eventData ? { eventData } : {}), ...(storyId ? { storyId } : {}) };
    // One malformed event would get its whole batch refused: check it against the server's rules here.
    const problem = trackedEventProblem(event);
    if (problem) return logTrackingFailure(`event '${eventType.slice(0, 60)}' not tracked: ${problem}`);
    events.addEvent(event);
  }

  const controller = createSessionController({
    request,
    events,
    keys: sessionKeys(),
    viewedIds: (userId) => viewedIdsOf(viewed, userId),
    invalidate,
    newId,
    now,
    platform: () => detectPlatform(userAgent()),
    onStart: (started) => buffered(started, APP_LAUNCH_EVENT, { platform: started.platform }, undefined, started.startedAt),
  });
  const engagement = createEngagement({ request, session: controller, rememberViewed: (userId, newsId) => rememberViewed(viewed, userId, newsId), invalidate, now });
  const touches = createThrottle(TOUCH_THROTTLE_MS, now);

  /** A read goes in the device's reading log too, with its outlet (issue 31, "Your reading mix"). */
  function logRead(newsId: string): void {
    // The outlet and the time as they are now: the session may start later, the feed move on.
    const source = cachedArticleSource(newsId);
    const at = now();
    // An article whose outlet is not known here is left out rather than guessed.
    if (source) controller.whenActive(({ userId }) => rememberRead(readingLog, userId, { id: newsId, source, at }));
  }

  function track(eventType: string, eventData?: Record<string, unknown>, storyId?: string): void {
    const ts = now();
    controller.whenActive((active) => buffered(active, eventType, eventData, storyId, ts));
  }

  return {
    startSession: controller.start,
    endSession: controller.end,
    resumeSession: controller.resume,
    endSessionForSignOut: controller.signOut,
    currentSession: controller.current,
    track,
    trackTouch(storyId?: string): void {
      if (touches.allow()) track(TOUCH_EVENT, undefined, storyId);
    },
    recordEngagement(newsId: string, engagementType: EngagementType): void {
      if (engagementType === 'read') logRead(newsId);
      engagement.recordEngagement(newsId, engagementType);
    },
    logRead,
    recordTimeSpent: engagement.recordTimeSpent,
    flushEvents: events.flush,
    pendingEvents: events.pendingEvents,
  };
}

export type TrackingClient = ReturnType<typeof createTrackingClient>;
