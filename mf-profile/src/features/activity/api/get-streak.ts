import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { Streak } from '@tidings/contracts/tracking';
import { apiGet } from '@tidings/web-kit/api-client';
import { timeZoneHeader } from '@tidings/web-kit/tracking/device-time-zone';


/**
 * GET /api/user/streak with the device's time zone, so "today" and the streak's days are the
 * user's calendar days (the reads are recorded with the same header).
 */
export function getStreak(signal?: AbortSignal): Promise<Streak | null> {
  return apiGet<Streak>(QUERY_KEYS.streak[0], { signal, headers: timeZoneHeader() });
}

/**
 * Never fresh, polled every 5 s — while the page is visible only: react-query skips the beats of
 * a hidden page, and refetches on the way back (refetch on focus).
 */
export const streakQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.streak,
  queryFn: ({ signal }) => getStreak(signal),
  staleTime: 0,
  refetchInterval: QUERY_FRESHNESS.streakPollMs,
  refetchIntervalInBackground: false,
});

export function useStreak() {
  return useQuery(streakQueryOptions);
}
