import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { ReactionResponse, ReactionType } from '@tidings/contracts/news';
import { apiRequest } from '@tidings/web-kit/api-client';
import { toast } from '@tidings/web-kit/toast-store';
import { applyReaction } from '../lib/reaction-state';

export function setReaction(id: string, reactionType: ReactionType | null): Promise<ReactionResponse> {
  return apiRequest<ReactionResponse>('PUT', QUERY_KEYS.reaction(id)[0]!, { reactionType });
}

/**
 * PUT /api/news/{id}/reaction, optimistic: the button answers the tap at once and the server's
 * answer (the authoritative counts) replaces the guess; a failure puts the previous state back.
 * The call sets an absolute value, and calls for one article run one after another (mutation
 * scope), so quick taps end in the state of the last one.
 */
export function useSetReaction(id: string) {
  const queryClient = useQueryClient();
  const key = QUERY_KEYS.reaction(id);
  return useMutation({
    scope: { id: `reaction:${id}` },
    mutationFn: (reactionType: ReactionType | null) => setReaction(id, reactionType),
    onMutate: async (reactionType) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReactionResponse>(key);
      if (previous) queryClient.setQueryData<ReactionResponse>(key, applyReaction(previous, reactionType));
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error, _reactionType, context) => {
      console.warn('Updating the reaction failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: 'Action failed', description: 'Could not update your reaction', variant: 'destructive' });
    },
  });
}
