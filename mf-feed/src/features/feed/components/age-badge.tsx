import { ageText, ageTone } from '../lib/article-age';
import { useArticleAge } from '../hooks/use-article-age';
import styles from './age-badge.module.css';

export interface AgeBadgeProps {
  publishedAt: string;
  /** Whether the badge is on screen: only then does it refresh itself. */
  live: boolean;
  className?: string;
}

/** 'Just now' … 'Ny ago', coloured by freshness (spec section 2). */
export function AgeBadge({ publishedAt, live, className }: AgeBadgeProps) {
  const age = useArticleAge(publishedAt, live);
  return (
    <time className={[styles.badge, className ?? ''].filter(Boolean).join(' ')} dateTime={publishedAt} data-tone={ageTone(age)}>
      {ageText(age)}
    </time>
  );
}
