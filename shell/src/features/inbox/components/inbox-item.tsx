import type { InboxItem } from '@tidings/contracts/briefing';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { ageText } from '../lib/age-text';
import styles from './inbox-panel.module.css';

interface InboxItemRowProps {
  item: InboxItem;
  now: number;
  onOpen: (item: InboxItem) => void;
}

/** One story: a button that opens it in the reader, named by its title; its source, topics and age under it. */
export function InboxItemRow({ item, now, onOpen }: InboxItemRowProps) {
  const { article } = item;
  return (
    <li>
      <button type="button" className={styles.item} onClick={() => onOpen(item)} data-unread={item.unread || undefined}>
        {item.unread ? <span className={styles.dot} aria-hidden="true" /> : null}
        <span className={styles.itemTitle}>
          {item.unread ? <VisuallyHidden>New: </VisuallyHidden> : null}
          {article.title}
        </span>
        <span className={styles.meta}>
          {article.source} · <time dateTime={article.publishedAt}>{ageText(article.publishedAt, now)}</time>
        </span>
        <span className={styles.topics}>
          <VisuallyHidden>Topics: </VisuallyHidden>
          {item.topics.join(', ')}
        </span>
      </button>
    </li>
  );
}
