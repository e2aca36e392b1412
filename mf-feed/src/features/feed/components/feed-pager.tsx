import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { NewsArticle } from '@tidings/contracts/news';
import { trackTouch } from '@tidings/web-kit/tracking/tracking-client';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { useFeedKeyboard } from '../hooks/use-feed-keyboard';
import { useFeedSwipe } from '../hooks/use-feed-swipe';
import { useStaggeredLimit } from '../hooks/use-staggered-limit';
import { MOUNT_RADIUS, mountedCards, neighbours, stepIndex } from '../lib/feed-navigation';
import type { SwipeStep } from '../lib/swipe-decision';
import { NewsCard } from './news-card';
import styles from './feed-pager.module.css';

export interface FeedPagerProps {
  items: readonly NewsArticle[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Spec section 4: the feed wraps (endless) by default. */
  wrap?: boolean;
}

/**
 * The vertical pager: one card in view, a few mounted around it (feed-navigation; on first load
 * the card in view comes first, the others one by one after), moved by swipe, keys and the arrow
 * buttons. Cards out of view are inert, so focus and screen readers stay on the one in view; a
 * polite live region names each new card.
 */
export function FeedPager({ items, index, onIndexChange, wrap = true }: FeedPagerProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const count = items.length;
  const { previous, next } = neighbours(index, count, wrap);
  const current = items[index];

  // A card that leaves view becomes inert; keep keyboard focus in the feed by moving it along.
  const focusFollows = useRef(false);
  const step = useCallback(
    (direction: SwipeStep) => {
      const target = stepIndex(index, direction, count, wrap);
      if (target === index) return;
      focusFollows.current = Boolean(viewportRef.current?.contains(document.activeElement));
      onIndexChange(target);
    },
    [index, count, wrap, onIndexChange],
  );
  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    viewportRef.current?.querySelector<HTMLElement>('[data-slot="0"] h2 a')?.focus({ preventScroll: true });
  }, [index]);

  // In a short wrapped feed a card can change sides (slot -2 to 2); sliding it across the screen
  // would flash it by, so a card moving more than one slot is placed without a transition.
  const limit = useStaggeredLimit(1 + 2 * MOUNT_RADIUS);
  const mounted = mountedCards(index, count, wrap, MOUNT_RADIUS, limit);
  const slotsBefore = useRef(new Map<string, number>());
  useEffect(() => {
    slotsBefore.current = new Map(mounted.map(({ index: at, slot }) => [items[at]!.id, slot]));
  });

  useFeedKeyboard(step);
  useFeedSwipe(viewportRef, step, previous || next);

  return (
    <section className={styles.feed} aria-label="Your feed">
      <VisuallyHidden as="h1">Your feed</VisuallyHidden>
      <div
        ref={viewportRef}
        className={styles.viewport}
        // Spec section 9: touches on the feed are tracked (the client throttles them to one per 3 s).
        onPointerDownCapture={(event) => {
          if (event.pointerType === 'touch') trackTouch(current?.id);
        }}
      >
        {mounted.map(({ index: at, slot }) => {
          const article = items[at]!;
          const before = slotsBefore.current.get(article.id);
          return (
            <div
              key={article.id}
              className={styles.slide}
              style={{ '--slot': slot } as CSSProperties}
              data-slot={slot}
              data-jump={before !== undefined && Math.abs(before - slot) > 1 ? '' : undefined}
              inert={slot !== 0}
              aria-hidden={slot !== 0 || undefined}
            >
              <NewsCard article={article} current={slot === 0} />
            </div>
          );
        })}
      </div>
      <div className={styles.arrows}>
        {previous ? (
          <button type="button" className={styles.arrow} aria-label="Previous story" onClick={() => step(-1)}>
            <ChevronUp aria-hidden="true" size={22} />
          </button>
        ) : null}
        {next ? (
          <button type="button" className={styles.arrow} aria-label="Next story" onClick={() => step(1)}>
            <ChevronDown aria-hidden="true" size={22} />
          </button>
        ) : null}
      </div>
      <VisuallyHidden as="p" aria-live="polite" aria-atomic="true">
        {current ? `Story ${index + 1} of ${count}: ${current.title}` : ''}
      </VisuallyHidden>
    </section>
  );
}
