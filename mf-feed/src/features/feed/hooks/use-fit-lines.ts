import { useLayoutEffect, useRef } from 'react';

/**
 * Clamps a text to as many whole lines as fit the box around it, at most `max`: the box takes
 * the space the layout leaves (`flex: 1; min-height: 0`), the text sets `-webkit-line-clamp` from
 * `--lines`. Without ResizeObserver the stylesheet's default (`max`) applies.
 */
export function useFitLines<Box extends HTMLElement, Text extends HTMLElement>(max: number) {
  const boxRef = useRef<Box>(null);
  const textRef = useRef<Text>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      if (!Number.isFinite(lineHeight) || lineHeight <= 0 || box.clientHeight === 0) return;
      text.style.setProperty('--lines', String(Math.max(1, Math.min(max, Math.floor(box.clientHeight / lineHeight)))));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    fit();
    return () => observer.disconnect();
  }, [max]);
  return { boxRef, textRef };
}
