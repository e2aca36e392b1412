import { useLayoutEffect, useRef } from 'react';

/**
 * Clamps a text to as many whole lines as fit the box around it, at most `max`: the box takes
 * the space the layout leaves (`flex: 1; min-height: 0`, no padding), the text sets
 * `-webkit-line-clamp` from `--lines`. Without ResizeObserver the stylesheet's default (`max`)
 * applies.
 *
 * The height comes from the observer's entry, delivered after layout and before paint (its first
 * one right after the card's first layout). Reading `clientHeight` and fitting at once instead
 * forced a layout per card, each card's write undoing the last one's: the feed's longest task on
 * a slow phone.
 */
export function useFitLines<Box extends HTMLElement, Text extends HTMLElement>(max: number) {
  const boxRef = useRef<Box>(null);
  const textRef = useRef<Text>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.contentRect.height ?? 0;
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      if (!Number.isFinite(lineHeight) || lineHeight <= 0 || height <= 0) return;
      const lines = String(Math.max(1, Math.min(max, Math.floor(height / lineHeight))));
      if (text.style.getPropertyValue('--lines') !== lines) text.style.setProperty('--lines', lines);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [max]);
  return { boxRef, textRef };
}
