import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_FRESHNESS } from '@tidings/contracts/frontend-registry';
import type { BlindspotStory } from '@tidings/contracts/story';
import { apiGet } from '@tidings/web-kit/api-client';

export const BLINDSPOT_URL = '/api/news/blindspot';

const isStory = (value: unknown): value is BlindspotStory => {
  const story = (value ?? {}) as Partial<BlindspotStory>;
  return typeof story.id === 'string' && typeof story.title === 'string' && (story.coveredBy === 'left' || story.coveredBy === 'right') && typeof story.spectrum === 'object';
};

/** GET /api/news/blindspot: stories covered mostly from one side. Entries that cannot be shown are skipped (zod stays out of the browser). */
export async function getBlindspot(signal?: AbortSignal): Promise<BlindspotStory[]> {
  const body = await apiGet<unknown>(BLINDSPOT_URL, { signal });
  if (!Array.isArray(body)) throw new Error('The blindspot answer is not a list of stories');
  return body.filter(isStory);
}

/** Fresh as long as the article list: both change only when new articles come in. */
export const blindspotQueryOptions = queryOptions({
  queryKey: [BLINDSPOT_URL],
  queryFn: ({ signal }) => getBlindspot(signal),
  staleTime: QUERY_FRESHNESS.newsListMs,
  gcTime: QUERY_FRESHNESS.newsListMs,
});

export function useBlindspot() {
  return useQuery(blindspotQueryOptions);
}
