import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { TIME_SPENT_MS_MAX, type EngagementType } from '@tidings/contracts/tracking';
import { createDedupe } from './rate-guards';
import type { SessionController } from './session-controller';
import { logTrackingFailure } from './tracking-log';
import type { TrackingRequest } from './tracking-request';

// Article engagement (spec section 4): 'viewed' when a card comes into view, 'read' after 5 s of
// focus or by hand. Identical posts within 1 s are suppressed here as on the server; a read
// refreshes the streak and the feed.

export const ENGAGEMENT_DEDUPE_MS = 1000;

export interface EngagementOptions {
  request: TrackingRequest;
  session: Pick<SessionController, 'whenActive'>;
  rememberViewed: (userId: string, newsId: string) => void;
  invalidate: (queryKey: readonly unknown[]) => void;
  now: () => number;
}

export function createEngagement({ request, session, rememberViewed, invalidate, now }: EngagementOptions) {
  const dedupe = createDedupe(ENGAGEMENT_DEDUPE_MS, now);

  function recordEngagement(newsId: string, engagementType: EngagementType): void {
    session.whenActive(({ sessionId, userId }) => {
      rememberViewed(userId, newsId);
      if (dedupe.isDuplicate(`${sessionId} ${newsId} ${engagementType}`)) return;
      const isRead = engagementType === 'read';
      request('POST', '/api/engagement', { sessionId, newsId, engagementType }, { withTimeZone: isRead })
        .then(() => {
          if (!isRead) return;
          invalidate(QUERY_KEYS.streak);
          invalidate(QUERY_KEYS.feed);
        })
        .catch((error) => logTrackingFailure(`could not record '${engagementType}' for ${newsId}`, error));
    });
  }

  /** Time a card was in view; `keepalive` when the page is going away. */
  function recordTimeSpent(newsId: string, timeSpentMs: number, { keepalive = false } = {}): void {
    const ms = Math.min(Math.round(timeSpentMs), TIME_SPENT_MS_MAX);
    if (!(ms > 0)) return;
    request('PUT', '/api/engagement/time', { newsId, timeSpentMs: ms }, { keepalive }).catch((error) =>
      logTrackingFailure(`could not record the time spent on ${newsId}`, error),
    );
  }

  return { recordEngagement, recordTimeSpent };
}
