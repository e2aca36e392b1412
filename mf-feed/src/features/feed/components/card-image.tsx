import { lazy, Suspense, useState, type ComponentType, type CSSProperties } from 'react';
import type { NewsArticle } from '@tidings/contracts/news';
import { categoryHue } from '@tidings/web-kit/category-hue';
import type { CategoryIconProps } from '@tidings/web-kit/ui/category-icon';
import styles from './card-image.module.css';

// Twenty icons for the covers of stories whose picture is missing or fails: most cards have one,
// so the icons load when a cover first needs them, not with the feed. Decorative — if they cannot
// load (offline before the worker has them), the cover keeps its colour and category name.
const CategoryIcon = lazy<ComponentType<CategoryIconProps>>(() => import('@tidings/web-kit/ui/category-icon').catch(() => ({ default: NoIcon })));

function NoIcon(_props: CategoryIconProps) {
  return null;
}

export interface CardImageProps {
  article: Pick<NewsArticle, 'image_url' | 'category'>;
  /** The card in view loads its picture first. */
  priority: boolean;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The card's picture: a shimmering placeholder until it loads, and a designed cover (the
 * category's colour and icon) when there is none or it fails — article images from the web
 * often do. Decorative: the title beside it says what the story is.
 */
export function CardImage({ article, priority }: CardImageProps) {
  const [status, setStatus] = useState<Status>(article.image_url ? 'loading' : 'failed');
  return (
    <div className={styles.frame} data-status={status} style={{ '--hue': categoryHue(article.category) } as CSSProperties}>
      {status === 'failed' ? (
        <div className={styles.fallback}>
          <Suspense fallback={null}>
            <CategoryIcon category={article.category} className={styles.icon} strokeWidth={1.5} />
          </Suspense>
          <span className={styles.category}>{article.category}</span>
        </div>
      ) : (
        <img
          className={styles.image}
          src={article.image_url ?? undefined}
          alt=""
          decoding="async"
          draggable={false}
          // Cards further down the feed wait until they come near the screen.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </div>
  );
}
