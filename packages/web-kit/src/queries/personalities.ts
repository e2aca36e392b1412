import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Personality } from '@tidings/contracts/catalogue-api';
import { QUERY_FRESHNESS, QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet } from '@tidings/web-kit/api-client';

// GET /api/personalities, read by onboarding and the profile on the one QueryClient: one parser,
// so whichever screen fills the cache, the other reads the same shape.

export class PersonalitiesFormatError extends Error {
  constructor() {
    super('The personalities answer is not a list');
    this.name = 'PersonalitiesFormatError';
  }
}

// Checked by hand, not with the contract's zod schema: zod (~22 KB compressed) stays out of both
// screens' first load.
const isPersonality = (value: unknown): value is Personality => {
  const person = value as Personality | null;
  return typeof person?.id === 'string' && typeof person.name === 'string' && typeof person.description === 'string';
};

/** The suggested people to follow; entries that cannot be shown are skipped, a non-list is the error state. */
export async function getPersonalities(signal?: AbortSignal): Promise<Personality[]> {
  const body = await apiGet<unknown>(QUERY_KEYS.personalities[0], { signal });
  if (!Array.isArray(body)) throw new PersonalitiesFormatError();
  return body.filter(isPersonality);
}

export const personalitiesQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.personalities,
  queryFn: ({ signal }) => getPersonalities(signal),
  staleTime: QUERY_FRESHNESS.catalogueMs,
  gcTime: QUERY_FRESHNESS.catalogueMs,
});

export function usePersonalities() {
  return useQuery(personalitiesQueryOptions);
}
