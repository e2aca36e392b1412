import { useRef, useState, type PointerEvent } from 'react';

/** Spec section 9: swipe right, threshold 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

interface Options {
  onStart?: () => void;
  onCancel?: () => void;
}

/** Pointer-events swipe (mouse, touch, pen alike). Only rightward movement counts. */
export function useSwipeToDismiss(onDismiss: () => void, { onStart, onCancel }: Options = {}) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const distance = Math.max(0, event.clientX - startX.current);
    startX.current = null;
    setOffset(0);
    if (distance > SWIPE_THRESHOLD_PX) onDismiss();
    else onCancel?.();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        // The close button handles its own clicks.
        if ((event.target as Element).closest('button')) return;
        startX.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onStart?.();
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}
