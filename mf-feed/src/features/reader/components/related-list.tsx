import type { NewsArticle } from '@tidings/contracts/news';
import type { ReaderTarget } from '@tidings/web-kit/article-reader';
import { formatShortDate } from '@tidings/web-kit/format-date';
import { CoverImage } from '@tidings/web-kit/ui/cover-image';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import styles from './related-list.module.css';

export interface RelatedListProps {
  articles: readonly NewsArticle[];
  onOpenArticle: (target: ReaderTarget) => void;
}

/** Article rows that open in the reader: picture, title, source and date. */
export function RelatedList({ articles, onOpenArticle }: RelatedListProps) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <button type="button" className={styles.item} onClick={() => onOpenArticle({ article })}>
            <CoverImage className={styles.thumb} src={article.image_url} category={article.category} />
            <span className={styles.text}>
              <span className={styles.title}>{article.title}</span>
              <span className={styles.meta}>
                {article.source}
                {formatShortDate(article.publishedAt) ? ` · ${formatShortDate(article.publishedAt)}` : ''}
                {article.sample ? <SampleLabel className={styles.sample} /> : null}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Rows of grey bars while the list loads. */
export function RelatedListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}
