import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Personality } from '@tidings/contracts/catalogue-api';
import { apiGet } from '@tidings/web-kit/api-client';

export const PERSONALITIES_QUERY_KEY = ['/api/personalities'] as const;

/**
 * GET /api/personalities, checked against the contract so a bad answer shows the error state.
 * The schema (and zod, ~22 KB compressed) downloads beside the request, not with the screen.
 */
export async function getPersonalities(signal?: AbortSignal): Promise<Personality[]> {
  const [body, { personalitiesResponseSchema }] = await Promise.all([
    apiGet<unknown>(PERSONALITIES_QUERY_KEY[0], { signal }),
    import('@tidings/contracts/catalogue-api'),
  ]);
  return personalitiesResponseSchema.parse(body);
}

export const personalitiesQueryOptions = queryOptions({
  queryKey: PERSONALITIES_QUERY_KEY,
  queryFn: ({ signal }) => getPersonalities(signal),
});

export function usePersonalities() {
  return useQuery(personalitiesQueryOptions);
}
