import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicList } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet } from '@tidings/web-kit/api-client';

/** GET /api/topics as the reader and the profile keep it (the registry's key holds `Topic[]`). */
export const topicsQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.topics,
  queryFn: async ({ signal }) => ((await apiGet<TopicList>(QUERY_KEYS.topics[0], { signal })) ?? { topics: [] }).topics,
});

/** Asked only when the inbox is empty: it tells "nothing new" from "nothing followed". */
export function useTopics(enabled: boolean) {
  return useQuery({ ...topicsQueryOptions, enabled });
}
