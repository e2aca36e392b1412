import { useState, type CSSProperties } from 'react';
import { Newspaper } from 'lucide-react';
import styles from './article-image.module.css';

export interface ArticleImageProps {
  src: string | null;
  category: string;
  /** 'hero' on the article tab, 'thumb' in related lists. */
  size?: 'hero' | 'thumb';
}

/** A hue per category, so fallbacks of different topics do not all look alike. */
function categoryHue(category: string): number {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
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
          <Newspaper size={size === 'hero' ? 36 : 20} />
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
