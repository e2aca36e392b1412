import { memo, useId, type MouseEvent } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { formatPublishedDate } from '@tidings/web-kit/format-date';
import { CoverImage } from '@tidings/web-kit/ui/cover-image';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import { categoryLabel } from '../lib/categories';
import { HighlightedText } from './highlighted-text';
import styles from './result-card.module.css';

export interface ResultCardProps {
  article: NewsArticle;
  /** The search's words, marked in the title. */
  query: string;
  /** Place in the whole list and its size (the feed pattern: "article 3 of 120"). */
  position: number;
  setSize: number;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One result (spec section 2: image, title, source, published date). The title is a link to the
 * article's share route, so it is a real link for the keyboard and "open in new tab"; its hit area
 * covers the card, and a plain click or tap opens the article reader over the list instead.
 */
export const ResultCard = memo(function ResultCard({ article, query, position, setSize }: ResultCardProps) {
  const titleId = useId();
  const reader = useArticleReader();
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    reader.open({ article });
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} aria-posinset={position} aria-setsize={setSize}>
      <CoverImage className={styles.image} src={article.image_url} category={article.category} />
      <div className={styles.body}>
        <div className={styles.kicker}>
          <p className={styles.category}>{categoryLabel(article.category)}</p>
          {article.sample ? <SampleLabel /> : null}
        </div>
        <h3 id={titleId} className={styles.title}>
          <a className={styles.link} href={`/news/${encodeURIComponent(article.id)}`} onClick={open} draggable={false}>
            <HighlightedText text={article.title} query={query} />
          </a>
        </h3>
        <p className={styles.meta}>
          <span className={styles.source}>{article.source}</span>
          <time className={styles.date} dateTime={article.publishedAt}>
            {formatPublishedDate(article.publishedAt)}
          </time>
        </p>
      </div>
    </article>
  );
});
