import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Topic, TopicBody, TopicList } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet, apiRequest } from '@tidings/web-kit/api-client';

// GET/POST /api/topics and DELETE /api/topics/{key}: one file, as the three share one key and
// what a change refreshes.

export const TOPICS_URL = '/api/topics';
export const TOPICS_QUERY_KEY = [TOPICS_URL] as const;
/** Keys of the screens that topics rank and filter (by their GET URL, as the registry keys are). */
const EDITION_QUERY_KEY = ['/api/edition'] as const;
const INBOX_QUERY_KEY = ['/api/inbox'] as const;

export const topicsQueryOptions = queryOptions({
  queryKey: TOPICS_QUERY_KEY,
  queryFn: async ({ signal }) => ((await apiGet<TopicList>(TOPICS_URL, { signal })) ?? { topics: [] }).topics,
});

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

/** Followed topics rank up in the feed and the edition, muted ones leave both, and the inbox lists followed ones. */
function refreshAfterChange(queryClient: QueryClient): void {
  for (const queryKey of [TOPICS_QUERY_KEY, QUERY_KEYS.feed, EDITION_QUERY_KEY, INBOX_QUERY_KEY]) void queryClient.invalidateQueries({ queryKey });
}

/** POST /api/topics: follow or mute (an upsert). */
export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopicBody) => apiRequest<Topic>('POST', TOPICS_URL, body),
    onSuccess: (topic) => queryClient.setQueryData<Topic[]>(TOPICS_QUERY_KEY, (topics = []) => [topic, ...topics.filter((other) => other.key !== topic.key)]),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** DELETE /api/topics/{key}: unfollow or unmute. */
export function useRemoveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: Pick<Topic, 'key'>) => apiRequest<void>('DELETE', `${TOPICS_URL}/${encodeURIComponent(topic.key)}`),
    onSuccess: (_answer, removed) => queryClient.setQueryData<Topic[]>(TOPICS_QUERY_KEY, (topics = []) => topics.filter((topic) => topic.key !== removed.key)),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
