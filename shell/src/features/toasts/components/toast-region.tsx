import { useEffect, useRef } from 'react';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@tidings/web-kit/ui/toast';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  useToastStore,
} from '@tidings/web-kit/toast-store';

export interface ToastRegionProps {
  /** Focus the region once mounted: F8 was pressed before it had loaded. */
  focusOnMount?: boolean;
}

/**
 * The one notifications region of the app ("Notifications (F8)"). Remotes call `toast()` from the
 * shared web-kit store, which keeps at most one toast; Radix times it out, pauses it under the
 * pointer or focus, dismisses it by swipe or Escape, and announces it. Loaded lazily (toaster.tsx).
 */
export function ToastRegion({ focusOnMount = false }: ToastRegionProps) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);

  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
          duration={toast.durationMs}
          variant={toast.variant}
        >
          <ToastTitle>{toast.title}</ToastTitle>
          {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
          {toast.action ? (
            <ToastAction altText={`${toast.action.label}: press F8 to reach the notification`} onClick={toast.action.onSelect}>
              {toast.action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
