import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { categoryHue } from '@tidings/web-kit/category-hue';
import styles from './bookmark-thumbnail.module.css';

// Only a bookmark without a picture needs an icon: the twenty stay out of the screen's first load.
const CategoryIcon = lazy(() => import('@tidings/web-kit/ui/category-icon'));

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The saved article's picture: a soft placeholder until it loads, and a cover in the category's
 * colour when there is none or it fails (pictures from the web often do, and never load offline).
 * Decorative: the title beside it says what the story is.
 */
export function BookmarkThumbnail({ article }: { article: Pick<NewsArticle, 'image_url' | 'category'> }) {
  const [status, setStatus] = useState<Status>(article.image_url ? 'loading' : 'failed');
  return (
    <div className={styles.frame} data-status={status} style={{ '--hue': categoryHue(article.category) } as CSSProperties}>
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
