import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicList } from '@tidings/contracts/briefing';
import { apiGet } from '@tidings/web-kit/api-client';

export const TOPICS_URL = '/api/topics';

/** GET /api/topics: the same key the profile's Topics section reads and invalidates. */
export const topicsQueryOptions = queryOptions({
  queryKey: [TOPICS_URL],
  queryFn: ({ signal }) => apiGet<TopicList>(TOPICS_URL, { signal }) as Promise<TopicList>,
});

/** Asked only when the inbox is empty: it tells "nothing new" from "nothing followed". */
export function useTopics(enabled: boolean) {
  return useQuery({ ...topicsQueryOptions, enabled });
}
