import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { ReactionResponse } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';

export function getReaction(id: string, signal?: AbortSignal): Promise<ReactionResponse> {
  return apiGet<ReactionResponse>(QUERY_KEYS.reaction(id)[0]!, { signal }) as Promise<ReactionResponse>;
}

/** GET /api/news/{id}/reaction: the caller's like or dislike and the article's counts. */
export const reactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: QUERY_KEYS.reaction(id), queryFn: ({ signal }) => getReaction(id, signal) });

export function useReaction(id: string) {
  return useQuery(reactionQueryOptions(id));
}
