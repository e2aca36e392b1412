import { useState, type CSSProperties } from 'react';
import { categoryHue } from '@tidings/web-kit/category-hue';
import CategoryIcon from '@tidings/web-kit/ui/category-icon';
import styles from './article-image.module.css';

export interface ArticleImageProps {
  src: string | null;
  category: string;
  /** 'hero' on the article tab, 'thumb' in related lists. */
  size?: 'hero' | 'thumb';
}

/**
 * An article's picture: a soft placeholder while it loads, and when there is none or it fails
 * (article images from the web often do, and never load offline) a tinted panel with the
 * category, so the reader still looks finished. Decorative: the title sits right beside it.
 */
export function ArticleImage({ src, category, size = 'hero' }: ArticleImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <div className={`${styles.frame} ${styles[size]}`} data-state={state} style={{ '--fallback-hue': categoryHue(category) } as CSSProperties}>
      {state === 'failed' ? (
        <div className={styles.fallback} aria-hidden="true">
          <CategoryIcon category={category} size={size === 'hero' ? 36 : 20} strokeWidth={2} />
          {size === 'hero' ? <span className={styles.category}>{category}</span> : null}
        </div>
      ) : (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          loading={size === 'thumb' ? 'lazy' : 'eager'}
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
