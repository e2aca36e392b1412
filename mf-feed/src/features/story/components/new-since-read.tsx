import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import type { NewSinceRead as NewSinceReadData } from '@tidings/contracts/story';
import { formatPublishedDate } from '@tidings/web-kit/format-date';
import { articleHref, useOpenArticle } from '../hooks/use-open-article';
import styles from './story-sections.module.css';

/**
 * What newer articles say that the reader had not read in this story, each sentence a link to its
 * article; or that nothing is new, so a reader coming back knows they are up to date.
 */
export function NewSinceRead({ news }: { news: NewSinceReadData }) {
  const headingId = useId();
  const openArticle = useOpenArticle();
  const readAt = formatPublishedDate(news.readAt);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Sparkles aria-hidden="true" size={18} className={styles.headingIcon} />
        New since you read it
      </h2>
      <p className={styles.muted}>
        {readAt ? `You last read this story ${readAt}. ` : ''}
        {news.highlights.length === 0 ? 'Nothing new since.' : news.developments === 1 ? '1 new development since.' : `${news.developments} new developments since.`}
      </p>
      {news.highlights.length === 0 ? null : (
        <ul className={styles.highlights}>
          {news.highlights.map((highlight) => (
            <li key={`${highlight.articleId}:${highlight.sentence}`} className={styles.highlight}>
              <a className={styles.link} href={articleHref(highlight.articleId)} onClick={openArticle(highlight.articleId)}>
                {highlight.sentence}
              </a>
              <span className={styles.meta}>
                {highlight.source}
                {formatPublishedDate(highlight.publishedAt) ? (
                  <>
                    {' · '}
                    <time dateTime={highlight.publishedAt}>{formatPublishedDate(highlight.publishedAt)}</time>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
