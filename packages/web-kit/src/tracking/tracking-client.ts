import type { EngagementType } from '@tidings/contracts/tracking';
import { createTrackingClient, type TrackingClient } from './create-tracking-client';
import type { ActiveSession } from './session-controller';
import { forgetReadingLog, readingLogSlot, readsOf, type ReadEntry } from '../reading-log/reading-log';
// By the package's name: the page's one flag, which a loaded player watches to stop.
import { LISTEN_RESUME_KEY } from '../listen/listen-storage-key';

// The page's one tracking client and its public API. web-kit is shared as a Module Federation
// singleton, so this module, and the client in it, is one instance for the shell and every remote.
// Nothing here throws: tracking failures are only logged (spec section 8).

// Its writes and events wait in the page's durable queue (offline-queue/write-queue-client.ts),
// which sends them again when the connection is back.
let client: TrackingClient = createTrackingClient();

/**
 * Starts a session for a signed-in user: POST /api/sessions/start, an `app_launch` event, a sync
 * of the viewed ids and a refresh of the feed. Answers false (and does nothing) when this user's
 * session is already active; another user's active session is ended first. The shell calls it.
 */
export function startSession(userId: string): boolean {
  return client.startSession(userId);
}

/** Ends the active session, if any, with requests that survive unload (also flushes the events). */
export function endSession(): void {
  client.endSession();
}

/** Back in the foreground: starts a new session when `userId` is the user the last one was for. */
export function resumeSession(userId: string): boolean {
  return client.resumeSession(userId);
}

/**
 * Sign-out: ends the session and forgets the user. Call it before POST /api/logout where you can
 * (the end needs the cookie); the shell also calls it when the user query turns anonymous.
 */
export function endSessionForSignOut(): void {
  client.endSessionForSignOut();
}

/** The active session, or null. */
export function currentSession(): ActiveSession | null {
  return client.currentSession();
}

/**
 * Buffers one event (POST /api/events/batch, 2 s after the last one). Before a session starts it
 * waits for it. `eventType` at most 50 characters; `eventData` a small JSON object (8 KB).
 */
export function track(eventType: string, eventData?: Record<string, unknown>, storyId?: string): void {
  client.track(eventType, eventData, storyId);
}

/** A touch on the feed, tracked as a `touch` event at most once per 3 s. */
export function trackTouch(storyId?: string): void {
  client.trackTouch(storyId);
}

/** POST /api/engagement; identical posts within 1 s are suppressed; a 'read' refreshes streak and feed. */
export function recordEngagement(newsId: string, engagementType: EngagementType): void {
  client.recordEngagement(newsId, engagementType);
}

/** The reader opened an article: it goes in the device's reading log (engagement 'read' does that itself). */
export function logRead(newsId: string): void {
  client.logRead(newsId);
}

export { READING_LOG_DAYS } from '../reading-log/reading-log';

/**
 * The reads this device logged for `userId` in the last 30 days (issue 31: the profile's reading
 * mix). Here, beside the client that logs them, so a remote reads them without a module of its own.
 */
export function readsOnDevice(userId: string): ReadEntry[] {
  return readsOf(readingLogSlot(), userId, Date.now());
}

/** Logout or account deletion: the device forgets what was read on it, and what was being listened to. */
export function forgetReadsOnDevice(): void {
  forgetReadingLog();
  try {
    window.localStorage.removeItem(LISTEN_RESUME_KEY);
  } catch {
    // Storage blocked: nothing was saved there either.
  }
  // A player already loaded stops; its flag is not part of any page's start-up, so it is fetched here.
  void import('@tidings/web-kit/listen/listen-flag').then(({ forgetListening }) => forgetListening());
}

/** PUT /api/engagement/time for a card; `keepalive` when the page is going away. */
export function recordTimeSpent(newsId: string, timeSpentMs: number, options?: { keepalive?: boolean }): void {
  client.recordTimeSpent(newsId, timeSpentMs, options);
}

/** Tests only: drops this page's client state and starts over, like a reload. */
export function resetTrackingClient(): void {
  client = createTrackingClient();
}
