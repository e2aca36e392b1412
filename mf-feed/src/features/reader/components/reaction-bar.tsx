import { useId } from 'react';
import { Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactionType } from '@tidings/contracts/news';
import { useReaction } from '../api/get-reaction';
import { useSetReaction } from '../api/set-reaction';
import { nextReaction } from '../lib/reaction-state';
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
  const current = reaction.data?.reaction ?? null;
  const tap = (tapped: ReactionType) => setReaction.mutate(nextReaction(current, tapped));

  const button = (type: ReactionType, label: string, Icon: typeof ThumbsUp, count: number | undefined) => (
    <button
      type="button"
      className={styles.reaction}
      aria-pressed={current === type}
      aria-describedby={`${countsId}-${type}`}
      disabled={!reaction.data}
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
      {button('like', 'Like', ThumbsUp, reaction.data?.likes)}
      {button('dislike', 'Dislike', ThumbsDown, reaction.data?.dislikes)}
      <button type="button" className={styles.share} onClick={onShare}>
        <Share2 aria-hidden="true" size={18} />
        <span>Share</span>
      </button>
    </div>
  );
}
