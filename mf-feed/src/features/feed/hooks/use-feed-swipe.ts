import type { RefObject } from 'react';
import { useDrag } from '@use-gesture/react';
import { decideSwipe, type SwipeStep } from '../lib/swipe-decision';

/** How much a drag moves the cards when there is nowhere to go: a short, springy give. */
const RESISTANCE = 0.3;
const TAP_SLOP_PX = 8;

/**
 * Vertical swipes on the feed (@use-gesture/react). While the finger is down the cards follow it
 * through the `--drag` custom property on the viewport (no React render per move); on release
 * decideSwipe picks the card and the CSS transition settles there. Taps pass through as clicks;
 * a drag never becomes a click.
 */
export function useFeedSwipe(viewportRef: RefObject<HTMLElement | null>, onStep: (step: SwipeStep) => void, canMove: boolean) {
  return useDrag(
    ({ active, last, tap, movement: [, offset], velocity: [, velocity], direction: [, direction], elapsedTime }) => {
      const viewport = viewportRef.current;
      if (!viewport || tap) return;
      if (active) {
        viewport.dataset.dragging = '';
        viewport.style.setProperty('--drag', `${canMove ? offset : offset * RESISTANCE}px`);
        return;
      }
      delete viewport.dataset.dragging;
      viewport.style.setProperty('--drag', '0px');
      if (last && canMove) {
        onStep(decideSwipe({ offset, velocity, direction: Math.sign(direction) as -1 | 0 | 1, elapsedMs: elapsedTime, cardHeight: viewport.clientHeight }));
      }
    },
    // A finger wobbles a few pixels on a tap: up to 8 px is still a tap (the usual touch slop).
    { axis: 'y', filterTaps: true, tapsThreshold: TAP_SLOP_PX, pointer: { keys: false } },
  );
}
