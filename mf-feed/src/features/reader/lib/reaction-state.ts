import type { ReactionResponse, ReactionType } from '@tidings/contracts/news';

/** The counts after the caller's reaction changes to `next` (null: none): the optimistic guess. */
export function applyReaction(state: ReactionResponse, next: ReactionType | null): ReactionResponse {
  const count = { likes: state.likes, dislikes: state.dislikes };
  if (state.reaction === 'like') count.likes -= 1;
  if (state.reaction === 'dislike') count.dislikes -= 1;
  if (next === 'like') count.likes += 1;
  if (next === 'dislike') count.dislikes += 1;
  return { reaction: next, likes: Math.max(0, count.likes), dislikes: Math.max(0, count.dislikes) };
}

/** Tapping the pressed button takes the reaction back; tapping the other one switches. */
export function nextReaction(current: ReactionType | null, tapped: ReactionType): ReactionType | null {
  return current === tapped ? null : tapped;
}
