import type { MouseEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { Bookmark } from '@tidings/contracts/news';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { bookmarkTarget } from '@tidings/web-kit/offline-queue/bookmark-write';
import { usePendingIntent } from '@tidings/web-kit/offline-queue/use-pending-intent';
import { formatShortDate } from '@tidings/web-kit/format-date';
import { CoverImage } from '@tidings/web-kit/ui/cover-image';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import styles from './bookmark-item.module.css';

interface BookmarkItemProps {
  bookmark: Bookmark;
  onRemove: (bookmark: Bookmark) => void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const wantsBrowserDefault = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One saved article. The title is a link to the article's share address stretched over the whole
 * item, so the item is one big tap target that opens the reader (and a long-press or middle click
 * still offers "open in new tab"); the remove button sits above it.
 */
export function BookmarkItem({ bookmark, onRemove }: BookmarkItemProps) {
  const { open } = useArticleReader();
  const article = bookmark.news;
  const date = formatShortDate(article.publishedAt);
  const pending = usePendingIntent<boolean>(bookmarkTarget(article.id));
  // Removed while offline (the removal waits on the device): gone here whatever a refetch answered.
  if (pending?.intent === false) return null;
  return (
    <li className={styles.item}>
      <CoverImage className={styles.thumbnail} src={article.image_url} category={article.category} />
      <div className={styles.text}>
        <h2 className={styles.title}>
          <a
            className={styles.link}
            href={`/news/${encodeURIComponent(article.id)}`}
            onClick={(event) => {
              if (wantsBrowserDefault(event)) return;
              event.preventDefault();
              open({ article });
            }}
          >
            {article.title}
          </a>
        </h2>
        <p className={styles.content}>{article.content}</p>
        <p className={styles.meta}>
          <span className={styles.source}>{article.source}</span>
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.publishedAt}>{date}</time>
            </>
          ) : null}
          {article.sample ? <SampleLabel className={styles.sample} /> : null}
        </p>
      </div>
      <button type="button" className={styles.remove} aria-label={`Remove bookmark: ${article.title}`} onClick={() => onRemove(bookmark)}>
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
