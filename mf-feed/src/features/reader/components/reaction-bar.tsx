import { useId } from 'react';
import { Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactionType } from '@tidings/contracts/news';
import { usePendingIntent } from '@tidings/web-kit/offline-queue/use-pending-intent';
import { useReaction } from '../api/get-reaction';
import { reactionTarget, useSetReaction } from '../api/set-reaction';
import { applyReaction, nextReaction } from '../lib/reaction-state';
import styles from './reaction-bar.module.css';

export interface ReactionBarProps {
  newsId: string;
  onShare: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Like / Dislike (the caller's reaction, pressed, with the counts) and Share. */
export function ReactionBar({ newsId, onShare }: ReactionBarProps) {
  const reaction = useReaction(newsId);
  const setReaction = useSetReaction(newsId);
  const countsId = useId();
  // A reaction still waiting on the device (offline) shows as made, whatever a refetch answered.
  const pending = usePendingIntent<ReactionType | null>(reactionTarget(newsId));
  const data = reaction.data && pending && reaction.data.reaction !== pending.intent ? applyReaction(reaction.data, pending.intent) : reaction.data;
  const current = data?.reaction ?? null;
  const tap = (tapped: ReactionType) => setReaction.mutate(nextReaction(current, tapped));

  const button = (type: ReactionType, label: string, Icon: typeof ThumbsUp, count: number | undefined) => (
    <button
      type="button"
      className={styles.reaction}
      aria-pressed={current === type}
      aria-describedby={`${countsId}-${type}`}
      disabled={!data}
      onClick={() => tap(type)}
    >
      <Icon aria-hidden="true" size={18} />
      <span>{label}</span>
      <span className={styles.count} aria-hidden="true">
        {count ?? ''}
      </span>
      <span id={`${countsId}-${type}`} hidden>
        {count === undefined ? '' : plural(count, type)}
      </span>
    </button>
  );

  return (
    <div className={styles.bar}>
      {button('like', 'Like', ThumbsUp, data?.likes)}
      {button('dislike', 'Dislike', ThumbsDown, data?.dislikes)}
      <button type="button" className={styles.share} onClick={onShare}>
        <Share2 aria-hidden="true" size={18} />
        <span>Share</span>
      </button>
    </div>
  );
}
