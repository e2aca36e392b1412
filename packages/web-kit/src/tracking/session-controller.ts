import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { EventQueue } from '../offline-queue/durable-queue';
import type { SessionPlatform } from './platform';
import type { SessionKeys } from './session-keys';
import { logTrackingFailure, logTrackingInfo } from './tracking-log';
import type { TrackingRequest } from './tracking-request';

// The reading session (spec section 4): active from the feed's first showing for a signed-in
// user, ended when the page is hidden, backgrounded or unloaded, restarted on return to the
// foreground for the user it knows, forgotten on sign-out. Each start is a new session id.

export interface ActiveSession {
  sessionId: string;
  userId: string;
  platform: SessionPlatform;
  startedAt: number;
}

export interface SessionControllerOptions {
  request: TrackingRequest;
  events: EventQueue;
  keys: SessionKeys;
  viewedIds: (userId: string) => string[];
  invalidate: (queryKey: readonly unknown[]) => void;
  newId: () => string;
  now: () => number;
  platform: () => SessionPlatform;
  /** Right after a start: the app_launch event. */
  onStart: (session: ActiveSession) => void;
}

/** Work that needs a session id, waiting for the next start (a card seen before it). */
const WAITING_MAX = 100;

export function createSessionController(options: SessionControllerOptions) {
  const { request, events, keys } = options;
  let active: ActiveSession | null = null;
  let knownUserId: string | null = null;
  const waiting: Array<(session: ActiveSession) => void> = [];

  /** A session this tab started and never ended (the page died): end it before the next. */
  function endOrphan() {
    const orphan = keys.read();
    if (!orphan) return;
    keys.clear();
    request('POST', '/api/sessions/end', { sessionId: orphan.sessionId }).catch((error) => logTrackingFailure('could not end the previous session', error));
  }

  function syncViewed(userId: string) {
    const viewedArticleIds = options.viewedIds(userId);
    // The feed leaves out what was viewed: refetch it once the server knows the ids.
    const refreshFeed = () => options.invalidate(QUERY_KEYS.feed);
    if (viewedArticleIds.length === 0) return refreshFeed();
    request('POST', '/api/articles/sync-viewed', { viewedArticleIds })
      .then((answer) => logTrackingInfo('viewed ids synced', answer))
      .catch((error) => logTrackingFailure('could not sync viewed ids', error))
      .finally(refreshFeed);
  }

  function end(): void {
    if (!active) return;
    const ended = active;
    active = null;
    keys.clear();
    events.sendEventsOnExit(ended.userId);
    request('POST', '/api/sessions/end', { sessionId: ended.sessionId }, { keepalive: true }).catch((error) =>
      logTrackingFailure('could not end the session', error),
    );
  }

  /** Answers false when this user's session is already active (the spec's "ignored"). */
  function start(userId: string): boolean {
    if (active?.userId === userId) return false;
    end();
    if (knownUserId !== null && knownUserId !== userId) waiting.length = 0;
    endOrphan();
    const session: ActiveSession = { sessionId: options.newId(), userId, platform: options.platform(), startedAt: options.now() };
    active = session;
    knownUserId = userId;
    keys.write({ sessionId: session.sessionId, startedAt: session.startedAt });
    events.dropOtherUsersEvents(userId);
    request('POST', '/api/sessions/start', { sessionId: session.sessionId, userId, platform: session.platform }).catch((error) =>
      logTrackingFailure('could not start the session', error),
    );
    options.onStart(session);
    for (const run of waiting.splice(0)) run(session);
    syncViewed(userId);
    return true;
  }

  return {
    start,
    end,
    /** Back in the foreground: a new session for the user the last one belonged to. */
    resume(userId: string): boolean {
      return !active && knownUserId === userId ? start(userId) : false;
    },
    /** The user signed out (or another signed in): end, and forget them and their waiting work. */
    signOut(): void {
      end();
      knownUserId = null;
      waiting.length = 0;
    },
    current: (): ActiveSession | null => active,
    /** Runs `work` with the active session, or with the next one to start. */
    whenActive(work: (session: ActiveSession) => void): void {
      if (active) return work(active);
      waiting.push(work);
      if (waiting.length > WAITING_MAX) waiting.shift();
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
