import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Topic, TopicBody, TopicList } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet, apiRequest } from '@tidings/web-kit/api-client';

// GET/POST /api/topics and DELETE /api/topics/{key}: one file, as the three share one key and
// what a change refreshes.

const TOPICS_URL = QUERY_KEYS.topics[0];

export const topicsQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.topics,
  queryFn: async ({ signal }) => ((await apiGet<TopicList>(TOPICS_URL, { signal })) ?? { topics: [] }).topics,
});

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

/** Followed topics rank up in the feed and the edition, muted ones leave both, and the inbox lists followed ones. */
function refreshAfterChange(queryClient: QueryClient): void {
  for (const queryKey of [QUERY_KEYS.topics, QUERY_KEYS.feed, QUERY_KEYS.edition, QUERY_KEYS.inbox]) void queryClient.invalidateQueries({ queryKey });
}

/** POST /api/topics: follow or mute (an upsert). */
export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopicBody) => apiRequest<Topic>('POST', TOPICS_URL, body),
    onSuccess: (topic) => queryClient.setQueryData<Topic[]>(QUERY_KEYS.topics, (topics = []) => [topic, ...topics.filter((other) => other.key !== topic.key)]),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** DELETE /api/topics/{key}: unfollow or unmute. */
export function useRemoveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: Pick<Topic, 'key'>) => apiRequest<void>('DELETE', `${TOPICS_URL}/${encodeURIComponent(topic.key)}`),
    onSuccess: (_answer, removed) => queryClient.setQueryData<Topic[]>(QUERY_KEYS.topics, (topics = []) => topics.filter((topic) => topic.key !== removed.key)),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
