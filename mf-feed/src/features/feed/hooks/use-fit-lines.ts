import { useLayoutEffect, useRef } from 'react';

/**
 * Clamps a text box to as many whole lines as fit its height, at most `max` (the box's height
 * comes from the layout: `flex: 1; min-height: 0`). Sets `--lines` on it; without
 * ResizeObserver the stylesheet's default (`max`) applies.
 */
export function useFitLines<T extends HTMLElement>(max: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight);
      if (!Number.isFinite(lineHeight) || lineHeight <= 0 || box.clientHeight === 0) return;
      box.style.setProperty('--lines', String(Math.max(1, Math.min(max, Math.floor(box.clientHeight / lineHeight)))));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    fit();
    return () => observer.disconnect();
  }, [max]);
  return ref;
}
