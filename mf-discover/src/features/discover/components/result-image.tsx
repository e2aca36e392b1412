import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { categoryHue } from '@tidings/web-kit/category-hue';
import styles from './result-image.module.css';

const CategoryIcon = lazy(() => import('@tidings/web-kit/ui/category-icon'));

type Status = 'loading' | 'loaded' | 'failed';

/**
 * A result's thumbnail: a soft sweep until the picture arrives, and the category's cover when
 * there is none or it fails. Decorative: the title beside it says what the story is. Pictures
 * load as they near the screen, so a long list costs nothing below it.
 */
export function ResultImage({ article }: { article: Pick<NewsArticle, 'image_url' | 'category'> }) {
  const [status, setStatus] = useState<Status>(article.image_url ? 'loading' : 'failed');
  const hue = categoryHue(article.category);
  return (
    <div className={styles.frame} data-status={status} style={{ '--hue': hue } as CSSProperties}>
      {status === 'failed' ? (
        // The cover's hue is there at once; its icon joins it when its chunk has loaded.
        <Suspense fallback={null}>
          <CategoryIcon category={article.category} className={styles.icon} />
        </Suspense>
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
