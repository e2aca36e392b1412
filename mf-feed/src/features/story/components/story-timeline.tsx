import { useId } from 'react';
import type { TimelineEntry } from '@tidings/contracts/story';
import { formatPublishedDate } from '@tidings/web-kit/format-date';
import { articleHref, useOpenArticle } from '../hooks/use-open-article';
import styles from './story-sections.module.css';

const sourcesText = (count: number) => (count === 1 ? '1 source' : `${count} sources`);

/** The story's developments, oldest first: each a headline opening its first article. */
export function StoryTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const headingId = useId();
  const openArticle = useOpenArticle();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Timeline
      </h2>
      <ol className={styles.timeline}>
        {entries.map((entry) => {
          const first = entry.articleIds[0]!;
          return (
            <li key={`${entry.at}:${first}`} className={styles.step}>
              <time className={styles.when} dateTime={entry.at}>
                {formatPublishedDate(entry.at)}
              </time>
              <a className={styles.link} href={articleHref(first)} onClick={openArticle(first)}>
                {entry.headline}
              </a>
              <span className={styles.meta}>{sourcesText(entry.sourceCount)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
