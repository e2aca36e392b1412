import { useId } from 'react';
import { Link } from 'react-router';
import type { BlindspotStory } from '@tidings/contracts/story';
import { formatPublishedDate } from '@tidings/web-kit/format-date';
import { spectrumText } from '@tidings/contracts/story-texts';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import { categoryLabel } from '../../discover/lib/categories';
import { coveredByText, storyPath } from '../lib/blindspot-texts';
import styles from './blindspot.module.css';

/**
 * One blindspot: its category, title (the link to the whole story, `/story/{id}`; its hit area is
 * the card), the side that covers it and how many outlets sit where.
 */
export function BlindspotCard({ story }: { story: BlindspotStory }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-side={story.coveredBy}>
      <div className={styles.kicker}>
        <p className={styles.category}>{categoryLabel(story.category)}</p>
        {story.sample ? <SampleLabel /> : null}
      </div>
      <h3 id={titleId} className={styles.title}>
        <Link className={styles.link} to={storyPath(story.id)}>
          {story.title}
        </Link>
      </h3>
      <p className={styles.side}>
        <span className={styles.dot} aria-hidden="true" />
        {coveredByText(story.coveredBy)}
      </p>
      <p className={styles.meta}>
        <span>{spectrumText(story.spectrum)}</span>
        <time dateTime={story.publishedAt}>{formatPublishedDate(story.publishedAt)}</time>
      </p>
    </article>
  );
}
