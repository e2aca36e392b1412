import { useState, type CSSProperties } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { categoryStyle } from '../lib/category-style';
import styles from './result-image.module.css';

type Status = 'loading' | 'loaded' | 'failed';

/**
 * A result's thumbnail: a soft sweep until the picture arrives, and the category's cover when
 * there is none or it fails. Decorative: the title beside it says what the story is. Pictures
 * load as they near the screen, so a long list costs nothing below it.
 */
export function ResultImage({ article }: { article: Pick<NewsArticle, 'image_url' | 'category'> }) {
  const [status, setStatus] = useState<Status>(article.image_url ? 'loading' : 'failed');
  const { hue, icon: Icon } = categoryStyle(article.category);
  return (
    <div className={styles.frame} data-status={status} style={{ '--hue': hue } as CSSProperties}>
      {status === 'failed' ? (
        <Icon className={styles.icon} aria-hidden="true" strokeWidth={1.75} />
      ) : (
        <img
          className={styles.image}
          src={article.image_url ?? undefined}
          alt=""
          width={96}
          height={96}
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
