import { useId, type MouseEvent } from 'react';
import { Check } from 'lucide-react';
import type { EditionItem } from '@tidings/contracts/briefing';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { AgeBadge } from '../../feed/components/age-badge';
import styles from './edition-screen.module.css';

export interface EditionCardProps {
  item: EditionItem;
  read: boolean;
}

/** "Because you follow Mara Lindqvist and the port strike". */
export function followedReason(labels: readonly string[]): string {
  const list = labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Because you follow ${list}`;
}

/**
 * One story of the edition. Its title links to the share route (`/news/{id}`, so "open in new
 * tab" works) and covers the card: a tap opens the reader over the edition with the article as
 * the edition has it, as the feed's card does (so it opens offline too, from the saved edition).
 */
export function EditionCard({ item, read }: EditionCardProps) {
  const titleId = useId();
  const reader = useArticleReader();
  const { article } = item;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    reader.open({ article });
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-read={read || undefined}>
      <div className={styles.meta}>
        <p className={styles.source}>{article.source}</p>
        {item.sourceCount > 1 ? <p className={styles.sources}>{item.sourceCount} sources</p> : null}
        <AgeBadge className={styles.badge} publishedAt={article.publishedAt} live />
      </div>
      <h2 id={titleId} className={styles.title}>
        <a className={styles.link} href={`/news/${encodeURIComponent(article.id)}`} onClick={open}>
          {article.title}
        </a>
      </h2>
      {item.followed.length > 0 ? <p className={styles.reason}>{followedReason(item.followed)}</p> : null}
      {read ? (
        <p className={styles.readMark}>
          <Check aria-hidden="true" size={14} />
          Read
        </p>
      ) : null}
    </article>
  );
}
