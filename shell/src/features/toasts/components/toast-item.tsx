import { useToastStore, type Toast } from '@tidings/web-kit/toast-store';
import { useAutoDismiss } from '../hooks/use-auto-dismiss';
import { useSwipeToDismiss } from '../hooks/use-swipe-to-dismiss';
import styles from './toaster.module.css';

export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const close = () => dismiss(toast.id);
  const { pause, resume } = useAutoDismiss(toast.durationMs, close);
  const swipe = useSwipeToDismiss(close, { onStart: pause, onCancel: resume });
  const className = [styles.toast, toast.variant === 'destructive' ? styles.destructive : ''].filter(Boolean).join(' ');

  return (
    <li
      role="status"
      aria-atomic="true"
      className={className}
      style={{ transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined }}
      data-swiping={swipe.offset > 0 || undefined}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      {...swipe.handlers}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label="Close notification" onClick={close}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
