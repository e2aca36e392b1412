import { useEffect, useRef, type RefObject } from 'react';
import type { DragGesture } from '@use-gesture/vanilla';
import { decideSwipe, type SwipeStep } from '../lib/swipe-decision';

/** How much a drag moves the cards when there is nowhere to go: a short, springy give. */
const RESISTANCE = 0.3;
const TAP_SLOP_PX = 8;

type DragHandler = ConstructorParameters<typeof DragGesture>[1];

/**
 * Vertical swipes on the feed (@use-gesture). While the finger is down the cards follow it
 * through the `--drag` custom property on the viewport (no React render per move); on release
 * decideSwipe picks the card and the CSS transition settles there. Taps pass through as clicks;
 * a drag never becomes a click.
 *
 * The gesture code (~8.5 KB compressed) is bound once the feed has painted, not downloaded with
 * it: it keeps the feed's first load in its budget, and the keyboard and buttons work meanwhile.
 * The viewport says `data-swipe-ready` once swipes work.
 */
export function useFeedSwipe(viewportRef: RefObject<HTMLElement | null>, onStep: (step: SwipeStep) => void, canMove: boolean): void {
  const latest = useRef({ onStep, canMove });
  useEffect(() => {
    latest.current = { onStep, canMove };
  });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onDrag: DragHandler = ({ active, last, tap, movement: [, offset], velocity: [, velocity], direction: [, direction], elapsedTime }) => {
      if (tap) return;
      const { onStep: step, canMove: movable } = latest.current;
      if (active) {
        viewport.dataset.dragging = '';
        viewport.style.setProperty('--drag', `${movable ? offset : offset * RESISTANCE}px`);
        return;
      }
      delete viewport.dataset.dragging;
      viewport.style.setProperty('--drag', '0px');
      if (last && movable) {
        step(decideSwipe({ offset, velocity, direction: Math.sign(direction) as -1 | 0 | 1, elapsedMs: elapsedTime, cardHeight: viewport.clientHeight }));
      }
    };
    let gesture: DragGesture | undefined;
    let unmounted = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      viewport.removeEventListener('pointerdown', load);
      import('@use-gesture/vanilla')
        .then(({ DragGesture }) => {
          if (unmounted) return;
          // A finger wobbles a few pixels on a tap: up to 8 px is still a tap (the usual touch slop).
          gesture = new DragGesture(viewport, onDrag, { axis: 'y', filterTaps: true, tapsThreshold: TAP_SLOP_PX, pointer: { keys: false } });
          viewport.dataset.swipeReady = '';
        })
        .catch((error: unknown) => console.warn('[feed] swipes are unavailable; the keyboard and buttons still work', error));
    };
    // Once the first paint is done and the page idles, or at once when a finger comes first.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 200);
    viewport.addEventListener('pointerdown', load);
    return () => {
      unmounted = true;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      viewport.removeEventListener('pointerdown', load);
      gesture?.destroy();
      delete viewport.dataset.swipeReady;
    };
  }, [viewportRef]);
}
