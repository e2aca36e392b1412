import { useId } from 'react';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import type { ReaderTarget } from '@tidings/web-kit/article-reader';
import { storyHref } from '../../../lib/story-link';
import { useRelated } from '../api/get-related';
import { RelatedList, RelatedListSkeleton } from './related-list';
import styles from './reader-sections.module.css';

export interface RelatedArticlesProps {
  newsId: string;
  /** The story's outlet count when the opener knew it (the feed's "N sources"). */
  sourceCount: number | undefined;
  category: string;
  onOpenArticle: (target: ReaderTarget) => void;
}

/**
 * 'Related Articles': other outlets' takes on the same story first (with "N sources" when the
 * story has several, a link to its full coverage), then other stories of the category.
 */
export function RelatedArticles({ newsId, sourceCount, category, onOpenArticle }: RelatedArticlesProps) {
  const related = useRelated(newsId);
  const headingId = useId();
  const sameStory = related.data?.sameStory ?? [];
  const sameCategory = related.data?.sameCategory ?? [];
  const sources = sameStory.length > 0 ? Math.max(sourceCount ?? 0, sameStory.length + 1) : 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Related Articles
      </h2>
      {related.isPending ? <RelatedListSkeleton /> : null}
      {related.isError ? <p className={styles.muted}>Related articles are unavailable right now.</p> : null}
      {related.data && sameStory.length === 0 && sameCategory.length === 0 ? <p className={styles.muted}>No related articles yet.</p> : null}
      {sameStory.length > 0 ? (
        <div className={styles.group}>
          <p className={styles.groupLabel}>
            <Link className={styles.badge} to={storyHref(newsId)} aria-label={`${sources} sources: see full coverage`}>
              <Layers aria-hidden="true" size={14} />
              {sources} sources
            </Link>
            <span>cover this story</span>
          </p>
          <RelatedList articles={sameStory} onOpenArticle={onOpenArticle} />
        </div>
      ) : null}
      {sameCategory.length > 0 ? (
        <div className={styles.group}>
          {sameStory.length > 0 ? <p className={styles.groupLabel}>More in {category}</p> : null}
          <RelatedList articles={sameCategory} onOpenArticle={onOpenArticle} />
        </div>
      ) : null}
    </section>
  );
}
