import { useState, type CSSProperties } from 'react';
import { Newspaper } from 'lucide-react';
import type { NewsArticle } from '@tidings/contracts/news';
import styles from './bookmark-thumbnail.module.css';

// A hue per category, so a list of stories without pictures still reads as varied; the feed's
// covers use the same hues.
const HUES: Record<string, number> = {
  'breaking news': 356,
  technology: 205,
  business: 220,
  politics: 265,
  sports: 140,
  entertainment: 315,
  health: 168,
  science: 190,
  world: 212,
  environment: 110,
  finance: 45,
  lifestyle: 20,
  education: 235,
  travel: 185,
  food: 30,
  gaming: 285,
  space: 250,
  art: 330,
  music: 300,
};

function hueOf(category: string): number {
  const key = category.trim().toLowerCase();
  if (key in HUES) return HUES[key]!;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The saved article's picture: a soft placeholder until it loads, and a cover in the category's
 * colour when there is none or it fails (pictures from the web often do, and never load offline).
 * Decorative: the title beside it says what the story is.
 */
export function BookmarkThumbnail({ article }: { article: Pick<NewsArticle, 'image_url' | 'category'> }) {
  const [status, setStatus] = useState<Status>(article.image_url ? 'loading' : 'failed');
  return (
    <div className={styles.frame} data-status={status} style={{ '--hue': hueOf(article.category) } as CSSProperties}>
      {status === 'failed' ? (
        <Newspaper className={styles.icon} aria-hidden="true" strokeWidth={1.75} />
      ) : (
        <img
          className={styles.image}
          src={article.image_url ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </div>
  );
}
