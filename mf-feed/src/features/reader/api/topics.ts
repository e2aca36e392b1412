import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleTopics, MuteDuration, Topic, TopicBody, TopicKind, TopicList } from '@tidings/contracts/briefing';
import { MUTE_DURATION_LABELS } from '@tidings/contracts/briefing-texts';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { apiGet, apiRequest } from '@tidings/web-kit/api-client';
import { toast } from '@tidings/web-kit/toast-store';

// Follow and mute from the reader (issue 32): svc-news's topics, through the gateway.

export const articleTopicsKey = (newsId: string) => [`/api/news/${encodeURIComponent(newsId)}/topics`] as const;

/** GET /api/topics: the reader's follows and the mutes in force. */
export const topicsQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.topics,
  queryFn: async ({ signal }) => ((await apiGet<TopicList>(QUERY_KEYS.topics[0], { signal })) ?? { topics: [] }).topics,
});

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

/** GET /api/news/{id}/topics: the people, places and organisations the article names. */
export function useArticleTopics(newsId: string) {
  return useQuery({
    queryKey: articleTopicsKey(newsId),
    queryFn: async ({ signal }) => ((await apiGet<ArticleTopics>(articleTopicsKey(newsId)[0], { signal })) ?? { topics: [] }).topics,
  });
}

/** What the reader asked: follow or mute (an upsert), or remove the follow or mute. */
export type TopicChange =
  | { action: 'follow'; label: string; kind: TopicKind }
  | { action: 'mute'; label: string; kind: TopicKind; muteFor: MuteDuration }
  | { action: 'remove'; label: string; key: string; was: Topic['rule'] };

/** The toast that confirms a change, in the reader's words. */
export function changeConfirmation(change: TopicChange): string {
  if (change.action === 'follow') return `Following ${change.label}`;
  if (change.action === 'mute') return change.muteFor === 'forever' ? `Muted ${change.label} for good` : `Muted ${change.label} ${MUTE_DURATION_LABELS[change.muteFor].toLowerCase()}`;
  return change.was === 'follow' ? `Unfollowed ${change.label}` : `Unmuted ${change.label}`;
}

async function applyTopicChange(change: TopicChange): Promise<Topic | null> {
  if (change.action === 'remove') {
    await apiRequest<void>('DELETE', `${QUERY_KEYS.topics[0]}/${encodeURIComponent(change.key)}`);
    return null;
  }
  const body: TopicBody =
    change.action === 'follow' ? { label: change.label, kind: change.kind, rule: 'follow' } : { label: change.label, kind: change.kind, rule: 'mute', muteFor: change.muteFor };
  return apiRequest<Topic>('POST', QUERY_KEYS.topics[0], body);
}

/**
 * A follow, mute or removal. Nothing changes on screen until the server has it; then the list
 * takes the answer, a toast confirms, and the feed and the edition are fetched again (followed
 * topics rank up, muted ones leave both). A failure says so and changes nothing.
 */
export function useTopicChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTopicChange,
    onSuccess: (stored, change) => {
      queryClient.setQueryData<Topic[]>(QUERY_KEYS.topics, (topics = []) => {
        const key = change.action === 'remove' ? change.key : stored?.key;
        const others = topics.filter((topic) => topic.key !== key);
        return stored ? [stored, ...others] : others;
      });
      toast({ title: changeConfirmation(change) });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.topics });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.feed });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.edition });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inbox });
    },
    onError: (error) => {
      console.warn('Topic change failed', error);
      toast({ title: 'Action failed', description: 'Could not update your topics. Nothing was changed.', variant: 'destructive' });
    },
  });
}
