import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { SummaryResponse } from '@tidings/contracts/news';
import { apiGet, HttpError } from '@tidings/web-kit/api-client';

/** Spec section 8: a non-ok answer raises 'Failed to fetch summary' (the HTTP error is its cause). */
export async function getSummary(id: string, signal?: AbortSignal): Promise<SummaryResponse> {
  try {
    return (await apiGet<SummaryResponse>(QUERY_KEYS.summary(id)[0]!, { signal })) as SummaryResponse;
  } catch (error) {
    throw error instanceof HttpError ? new Error('Failed to fetch summary', { cause: error }) : error;
  }
}

/** GET /api/news/{id}/summary; mounted only while the AI Insights tab is open (spec section 4). */
export const summaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: QUERY_KEYS.summary(id), queryFn: ({ signal }) => getSummary(id, signal) });

export function useSummary(id: string) {
  return useQuery(summaryQueryOptions(id));
}
