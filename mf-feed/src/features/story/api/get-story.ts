import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { StoryResponse } from '@tidings/contracts/story';
import { apiGet } from '@tidings/web-kit/api-client';

export function getStory(id: string, signal?: AbortSignal): Promise<StoryResponse> {
  return apiGet<StoryResponse>(QUERY_KEYS.story(id)[0]!, { signal }) as Promise<StoryResponse>;
}

/**
 * GET /api/news/{id}/story (404 NEWS_ARTICLE_NOT_FOUND). Fetched on every visit: what is new
 * since the reader last read it changes with each read. Offline, the kept answer stands in.
 */
export const storyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: QUERY_KEYS.story(id),
    queryFn: ({ signal }) => getStory(id, signal),
  });

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id));
}
