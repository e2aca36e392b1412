import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Personality } from '@tidings/contracts/catalogue-api';
import { apiGet } from '@tidings/web-kit/api-client';

export const PERSONALITIES_QUERY_KEY = ['/api/personalities'] as const;

const isPersonality = (value: unknown): value is Personality =>
  typeof (value as Personality | null)?.name === 'string' && typeof (value as Personality).description === 'string';

/** GET /api/personalities: the suggested people to follow. Checked by hand (no zod at first paint). */
export async function getPersonalities(signal?: AbortSignal): Promise<Personality[]> {
  const body = await apiGet<unknown>(PERSONALITIES_QUERY_KEY[0], { signal });
  if (!Array.isArray(body)) throw new Error('The personalities answer is not a list');
  return body.filter(isPersonality);
}

export const personalitiesQueryOptions = queryOptions({
  queryKey: PERSONALITIES_QUERY_KEY,
  queryFn: ({ signal }) => getPersonalities(signal),
  // A fixed catalogue: kept for a while, so opening the editor again is instant.
  staleTime: 5 * 60_000,
  gcTime: 5 * 60_000,
});

/** Asked for only while the Following list is being edited. */
export function usePersonalities() {
  return useQuery(personalitiesQueryOptions);
}
