import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SourceRatingsResponse } from '@tidings/contracts/story';
import { apiGet } from '@tidings/web-kit/api-client';

export const SOURCE_RATINGS_URL = '/api/source-ratings';
/** The list changes with a release of the project, not by the minute. */
const RATINGS_FRESH_MS = 60 * 60 * 1000;

/** GET /api/source-ratings: every rated outlet, and the note that says where ratings come from. */
export const sourceRatingsQueryOptions = queryOptions({
  queryKey: [SOURCE_RATINGS_URL],
  queryFn: ({ signal }) => apiGet<SourceRatingsResponse>(SOURCE_RATINGS_URL, { signal }) as Promise<SourceRatingsResponse>,
  staleTime: RATINGS_FRESH_MS,
  gcTime: RATINGS_FRESH_MS,
});

/** Asked only when there is a read to place (`enabled`). */
export function useSourceRatings(enabled: boolean) {
  return useQuery({ ...sourceRatingsQueryOptions, enabled });
}
