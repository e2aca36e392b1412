import type { ButtonHTMLAttributes } from 'react';
import styles from './action-button.module.css';

interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'secondary';
  /**
   * Looks and announces disabled, yet still receives clicks, so the step can explain why it
   * cannot continue (spec section 5: the min-3 toast). A native `disabled` would swallow them.
   */
  softDisabled?: boolean;
}

export function ActionButton({ variant = 'primary', softDisabled = false, className, ...props }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={softDisabled || undefined}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    />
  );
}
