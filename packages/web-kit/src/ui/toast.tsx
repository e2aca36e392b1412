import { useRef, type ComponentProps } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import styles from './toast.module.css';
import { TOAST_VIEWPORT_ATTRIBUTE } from './layers';

// Radix Toast, styled by us (shadcn/ui's toast is the model). Radix brings the hotkey-reachable
// region, pause on hover and focus, swipe to dismiss by pointer events, Escape, and a separate
// live region that announces each toast's text to screen readers.

export const ToastProvider = ToastPrimitive.Provider;

/** Marks the toast list, so an open modal dialog lets taps on a toast through (see dialog.tsx). */

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return <ToastPrimitive.Viewport className={join(styles.viewport, className)} {...{ [TOAST_VIEWPORT_ATTRIBUTE]: '' }} {...props} />;
}

export interface ToastProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'type'> {
  variant?: 'default' | 'destructive';
}

/**
 * A destructive toast reports a failure the reader must know about now, so it is announced
 * assertively; any other is announced politely, after what the screen reader is saying.
 */
export function Toast({ variant = 'default', className, onEscapeKeyDown, ...props }: ToastProps) {
  const node = useRef<HTMLLIElement | null>(null);
  return (
    <ToastPrimitive.Root
      ref={node}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      className={join(styles.toast, variant === 'destructive' ? styles.destructive : undefined, className)}
      // Radix gives Escape to the newest layer, a toast shown over a dialog included. It is the
      // toast's only when focus is in it (reached with F8); otherwise the toast stays and the
      // dialog under it closes (dialog.tsx).
      onEscapeKeyDown={(event) => {
        if (!(event.target instanceof Node && node.current?.contains(event.target))) event.preventDefault();
        onEscapeKeyDown?.(event);
      }}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={join(styles.title, className)} {...props} />;
}

export function ToastDescription({ className, children, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description className={join(styles.description, className)} {...props}>
      {/* Radix announces the toast's text nodes joined without a separator: this space (collapsed
          on screen, at the start of a block) keeps the title's last word apart from the first
          word of the description. */}
      {' '}
      {children}
    </ToastPrimitive.Description>
  );
}

/** A toast's one action; `altText` tells screen-reader users how to reach it another way. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return <ToastPrimitive.Action className={join(styles.action, className)} {...props} />;
}

/** The × button, named "Close notification"; left out of the announcement by Radix. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close className={join(styles.close, className)} aria-label="Close notification" {...props}>
      <X aria-hidden="true" size={18} />
    </ToastPrimitive.Close>
  );
}

function join(...classNames: Array<string | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
