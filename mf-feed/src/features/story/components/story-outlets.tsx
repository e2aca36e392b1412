import { useId } from 'react';
import type { StoryOutlet } from '@tidings/contracts/story';
import { formatPublishedDate } from '@tidings/web-kit/format-date';
import { articleHref, useOpenArticle } from '../hooks/use-open-article';
import styles from './story-sections.module.css';

const SIDE_LABEL = { left: 'Left', centre: 'Centre', right: 'Right' } as const;

/** "Every source": each outlet with where it sits, and its articles of the story with their time. */
export function StoryOutlets({ outlets }: { outlets: readonly StoryOutlet[] }) {
  const headingId = useId();
  const openArticle = useOpenArticle();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Every source
      </h2>
      <ul className={styles.outlets}>
        {outlets.map((outlet) => (
          <li key={outlet.source} className={styles.outlet}>
            <div className={styles.outletHead}>
              <h3 className={styles.outletName}>{outlet.source}</h3>
              <span className={styles.side} data-side={outlet.rating?.side ?? 'unrated'}>
                {outlet.rating ? SIDE_LABEL[outlet.rating.side] : 'Unrated'}
              </span>
            </div>
            <ul className={styles.articles}>
              {outlet.articles.map((article) => (
                <li key={article.id} className={styles.articleRow}>
                  <a className={styles.link} href={articleHref(article.id)} onClick={openArticle(article.id)}>
                    {article.title}
                  </a>
                  <time className={styles.meta} dateTime={article.publishedAt}>
                    {formatPublishedDate(article.publishedAt)}
                  </time>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
