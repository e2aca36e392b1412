import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { ReactionResponse, ReactionType } from '@tidings/contracts/news';
import { submitWrite } from '@tidings/web-kit/offline-queue/write-queue-client';
import { toast } from '@tidings/web-kit/toast-store';
import { applyReaction } from '../lib/reaction-state';

export const reactionTarget = (id: string) => `reaction:${id}`;

/** The server's new state, or null while the write waits on the device (offline). */
export async function setReaction(id: string, reactionType: ReactionType | null): Promise<ReactionResponse | null> {
  const url = QUERY_KEYS.reaction(id)[0]!;
  const outcome = await submitWrite(
    { method: 'PUT', url, body: { reactionType }, target: reactionTarget(id), intent: reactionType, refresh: [url], refusedNote: { title: 'Action failed', description: 'Could not update your reaction' } },
    { note: true },
  );
  if (outcome.status === 'refused') throw outcome.error;
  return outcome.status === 'sent' ? (outcome.body as ReactionResponse) : null;
}

/**
 * PUT /api/news/{id}/reaction, optimistic: the button answers the tap at once and the server's
 * answer (the authoritative counts) replaces the guess; a failure puts the previous state back.
 * The call sets an absolute value, and calls for one article run one after another (mutation
 * scope), so quick taps end in the state of the last one. Offline the guess stays: the write
 * waits on the device (only the last of quick taps) and the server's answer comes when it is sent.
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
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(key, answer);
    },
    onError: (error, _reactionType, context) => {
      console.warn('Updating the reaction failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: 'Action failed', description: 'Could not update your reaction', variant: 'destructive' });
    },
  });
}
