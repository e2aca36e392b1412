import { useEffect, useRef } from 'react';
import { useToastStore } from '@tidings/web-kit/toast-store';
import { ToastItem } from './toast-item';
import styles from './toaster.module.css';

/** Spec section 9: F8 jumps to the notifications area. */
export const TOAST_HOTKEY = 'F8';

/**
 * The one notifications region of the app. Remotes call `toast()` from the shared web-kit store;
 * the store keeps at most one toast, and only open ones are shown.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section role="region" aria-label={`Notifications (${TOAST_HOTKEY})`} className={styles.region}>
      <ol ref={listRef} tabIndex={-1} className={styles.list}>
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </ol>
    </section>
  );
}
