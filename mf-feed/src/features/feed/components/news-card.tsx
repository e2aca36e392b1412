import { useId, type MouseEvent } from 'react';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsArticle } from '@tidings/contracts/news';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { useCardTracking } from '@tidings/web-kit/tracking/use-card-tracking';
import { CoverImage } from '@tidings/web-kit/ui/cover-image';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import { storyHref } from '../../../lib/story-link';
import { updatesLabel } from '@tidings/contracts/story-texts';
import { useFitLines } from '../hooks/use-fit-lines';
import { AgeBadge } from './age-badge';
import { BookmarkButton } from './bookmark-button';
import { ShareButton } from './share-button';
import { WhyThisStory } from './why-this-story';
import actions from './card-actions.module.css';
import styles from './news-card.module.css';

/** Spec section 2: card content is clamped to 16 lines. */
export const CONTENT_MAX_LINES = 16;

export interface NewsCardProps {
  article: NewsArticle;
  /** The card in view: its badge ticks and its picture loads first. */
  current: boolean;
}

/**
 * One full-screen story. The title is the card's link (to the share route `/news/{id}`, so "open
 * in new tab" works) and its hit area covers the whole card: tapping anywhere opens the reader
 * over the feed. The buttons and the "N sources" link (the story's full coverage) sit above it.
 */
export function NewsCard({ article, current }: NewsCardProps) {
  const titleId = useId();
  const { boxRef, textRef } = useFitLines<HTMLDivElement, HTMLParagraphElement>(CONTENT_MAX_LINES);
  const reader = useArticleReader();
  // Viewed on entering view, read after 5 s, time spent on leaving (web-kit's tracking client).
  const trackingRef = useCardTracking(article.id);
  const openReader = (event: MouseEvent) => {
    event.preventDefault();
    reader.open({ article });
  };

  return (
    <article ref={trackingRef} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* The card in view loads its picture first; cards further down wait until they near the screen. */}
        <CoverImage key={article.image_url ?? ''} src={article.image_url} category={article.category} look="banner" priority={current} />
        {/* On the picture: the meta row is already full on a phone (source, sources chip, age). */}
        {article.sample ? <SampleLabel className={styles.sample} /> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <p className={styles.source}>{article.source}</p>
          {article.sourceCount ? (
            <Link className={actions.chip} to={storyHref(article.id)} draggable={false} aria-label={`${article.sourceCount} sources: see full coverage`}>
              <Layers aria-hidden="true" size={14} />
              {article.sourceCount} sources
            </Link>
          ) : null}
          <AgeBadge className={styles.badge} publishedAt={article.publishedAt} live={current} />
        </div>
        {article.updates ? <p className={styles.updates}>{updatesLabel(article.updates)}</p> : null}
        <h2 id={titleId} className={styles.title}>
          <a className={styles.link} href={`/news/${encodeURIComponent(article.id)}`} draggable={false} onClick={openReader}>
            {article.title}
          </a>
        </h2>
        <div ref={boxRef} className={styles.textBox}>
          <p ref={textRef} className={styles.content}>
            {article.content}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        {article.reason ? <WhyThisStory reason={article.reason} title={article.title} /> : null}
        <span className={styles.spacer} />
        <ShareButton article={article} />
        <BookmarkButton newsId={article.id} />
      </div>
    </article>
  );
}
