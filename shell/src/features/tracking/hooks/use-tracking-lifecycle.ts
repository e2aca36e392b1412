import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { configureTracking } from '@tidings/web-kit/tracking/tracking-config';
import { isPageVisible, onPageVisibilityChange } from '@tidings/web-kit/tracking/page-visibility';
import { endSession, endSessionForSignOut, resumeSession, startSession } from '@tidings/web-kit/tracking/tracking-client';
import { useUser } from '@tidings/web-kit/user';
import { isFeedPath } from '../lib/is-feed-path';

/** The signed-in user's id, null for a visitor, undefined while the user query has no answer. */
type UserState = string | null | undefined;

/**
 * Brings the page's session up to date (spec section 4): a signed-in user on the feed gets one
 * (a second start is ignored); elsewhere, a user whose session ended when the page was hidden
 * gets a new one back; a visitor (signed out) has none, and the client forgets the last user.
 */
function syncSession(userId: UserState, onFeed: boolean): void {
  if (userId === undefined) return;
  if (userId === null) return endSessionForSignOut();
  if (!isPageVisible()) return;
  if (onFeed) startSession(userId);
  else resumeSession(userId);
}

/**
 * The shell drives the tracking client's session: it hands over the QueryClient, starts the
 * session when a signed-in user opens the feed, ends it when the page is hidden, backgrounded or
 * unloaded and restarts it on return, and ends it on sign-out. Remotes only report what the
 * reader does. Visibility is handled in the browser's own event, not a React effect, so the end
 * is sent before an unloading page stops running scripts.
 */
export function useTrackingLifecycle(): void {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const userId: UserState = user === undefined ? undefined : (user?.id ?? null);
  const onFeed = isFeedPath(pathname);
  const latest = useRef({ userId, onFeed });

  // Before the session effect: a start invalidates the feed through this client.
  useEffect(() => configureTracking({ queryClient }), [queryClient]);

  useEffect(() => {
    latest.current = { userId, onFeed };
    syncSession(userId, onFeed);
  }, [userId, onFeed]);

  // Writes and events queued on the device go out only for the user they belong to, once they are signed in.
  useEffect(() => {
    if (userId !== undefined) setWriteQueueUser(userId);
  }, [userId]);

  useEffect(
    () =>
      onPageVisibilityChange((visible) => {
        if (!visible) return endSession();
        syncSession(latest.current.userId, latest.current.onFeed);
      }),
    [],
  );
}
