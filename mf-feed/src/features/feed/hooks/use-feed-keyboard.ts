import { useEffect, useRef } from 'react';
import { isDialogOpen, isTypingTarget } from '../../../lib/keyboard-context';
import type { SwipeStep } from '../lib/swipe-decision';

/** Keys that move between cards, as users of feeds and readers expect them. */
export const FEED_KEYS: Readonly<Record<string, SwipeStep>> = {
  ArrowDown: 1,
  PageDown: 1,
  j: 1,
  ArrowUp: -1,
  PageUp: -1,
  k: -1,
};

/** Moves the feed from the keyboard, anywhere on the page, except while typing or in a dialog. */
export function useFeedKeyboard(onStep: (step: SwipeStep) => void, enabled = true): void {
  const stepRef = useRef(onStep);
  useEffect(() => {
    stepRef.current = onStep;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = FEED_KEYS[event.key];
      if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || isDialogOpen()) return;
      // PageUp/PageDown and the arrows would otherwise scroll the page.
      event.preventDefault();
      stepRef.current(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
