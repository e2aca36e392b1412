import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { SentimentResponse } from '@tidings/contracts/news';
import { apiGet, HttpError } from '@tidings/web-kit/api-client';

/** Spec section 8: a non-ok answer raises 'Failed to fetch sentiment' (the HTTP error is its cause). */
export async function getSentiment(id: string, signal?: AbortSignal): Promise<SentimentResponse> {
  try {
    return (await apiGet<SentimentResponse>(QUERY_KEYS.sentiment(id)[0]!, { signal })) as SentimentResponse;
  } catch (error) {
    throw error instanceof HttpError ? new Error('Failed to fetch sentiment', { cause: error }) : error;
  }
}

/** GET /api/news/{id}/sentiment; mounted only while the AI Insights tab is open (spec section 4). */
export const sentimentQueryOptions = (id: string) =>
  queryOptions({ queryKey: QUERY_KEYS.sentiment(id), queryFn: ({ signal }) => getSentiment(id, signal) });

export function useSentiment(id: string) {
  return useQuery(sentimentQueryOptions(id));
}
