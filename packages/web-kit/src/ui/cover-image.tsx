import { lazy, Suspense, useState, type ComponentType, type CSSProperties } from 'react';
import { categoryHue } from '@tidings/web-kit/category-hue';
import type { CategoryIconProps } from '@tidings/web-kit/ui/category-icon';
import styles from './cover-image.module.css';

// Twenty icons, needed only by stories whose picture is missing or fails: they load when a cover
// first needs them, not with the screen. Decorative — if they cannot load (offline before the
// worker has them), the cover keeps its colour (and, as a banner, its category's name).
const CategoryIcon = lazy<ComponentType<CategoryIconProps>>(() => import('@tidings/web-kit/ui/category-icon').catch(() => ({ default: NoIcon })));

function NoIcon(_props: CategoryIconProps) {
  return null;
}

export type CoverImageStatus = 'loading' | 'loaded' | 'failed';

export interface CoverImageProps {
  /** The story's picture; null when it has none. */
  src: string | null;
  category: string;
  /** banner: a large cover that also names the category (feed card, reader); thumb: a list's picture. */
  look?: 'banner' | 'thumb';
  /** The picture on screen first: loads at once and before the others. Others wait until they near the screen. */
  priority?: boolean;
  /** Size and corners: the cover fills the box it is given. */
  className?: string;
}

/**
 * A story's picture: a soft sweep until it arrives, and a designed cover — the category's colour
 * and icon — when there is none or it fails. Article pictures come from the web: they often fail,
 * and never load offline, so the cover is what many readers see. Decorative: the title beside it
 * says what the story is.
 */
export function CoverImage({ src, category, look = 'thumb', priority = false, className }: CoverImageProps) {
  const [status, setStatus] = useState<CoverImageStatus>(src ? 'loading' : 'failed');
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      data-status={status}
      data-look={look}
      style={{ '--hue': categoryHue(category) } as CSSProperties}
    >
      {status === 'failed' ? (
        <div className={styles.fallback} aria-hidden="true">
          {/* The cover's hue is there at once; its icon joins it when its chunk has loaded. */}
          <Suspense fallback={null}>
            <CategoryIcon category={category} className={styles.icon} strokeWidth={1.5} />
          </Suspense>
          {look === 'banner' ? <span className={styles.category}>{category}</span> : null}
        </div>
      ) : (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          decoding="async"
          draggable={false}
          referrerPolicy="no-referrer"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </div>
  );
}
