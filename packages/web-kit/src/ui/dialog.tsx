import { useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { TOAST_VIEWPORT_ATTRIBUTE } from './layers';
import styles from './dialog.module.css';
import { VISUALLY_HIDDEN_STYLES } from './visually-hidden';

// Radix Dialog (focus trap, Escape, outside click, aria-modal, scroll lock, focus return), styled
// by us. One content component names every dialog: a title is required, shown or visually hidden.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Announced but not shown (a full-screen reader brings its own heading). */
  hideTitle?: boolean;
  description?: ReactNode;
  /** centered: a card; sheet: slides up from the bottom; fullscreen: fills the phone column. */
  variant?: 'centered' | 'sheet' | 'fullscreen';
  /** The × button, named "Close". Off when the content brings its own close control. */
  showClose?: boolean;
}

type OutsideEvent = Parameters<NonNullable<ComponentProps<typeof DialogPrimitive.Content>['onInteractOutside']>>[0];

/** A toast shown over the dialog (a bookmark saved, a link copied) is not "outside": closing or
 * swiping it must not close the dialog under it. */
const isOnToast = (event: OutsideEvent) => event.target instanceof Element && event.target.closest(`[${TOAST_VIEWPORT_ATTRIBUTE}]`) !== null;

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
/** How many frames an Escape waits for the newest dialog to listen for it (a frame or two, really). */
const ESCAPE_HANDOVER_FRAMES = 30;
/** The frames an Escape handed on may still wait. */
const handedOver = new WeakMap<Event, number>();

/** Portals append to the body as they open, so the newest open dialog is the last in the page. */
function newestOpenDialog(): Element | undefined {
  const open = document.querySelectorAll(OPEN_DIALOGS);
  return open[open.length - 1];
}

/**
 * For a moment after a dialog opens over another, Radix still sends Escape to the one under it
 * and not yet to the new one (radix-ui/primitives#4143). The one under it keeps it from closing
 * and hands the key on, a frame later, while the new one is still open: it is not lost.
 */
function handEscapeToNewest(target: EventTarget | null, frames = ESCAPE_HANDOVER_FRAMES): void {
  const newest = newestOpenDialog();
  if (!newest || frames === 0) return;
  requestAnimationFrame(() => {
    if (newest.getAttribute('data-state') !== 'open' || !newest.isConnected) return;
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handedOver.set(key, frames - 1);
    (target instanceof Node && target.isConnected ? target : newest).dispatchEvent(key);
  });
}
/** Escapes a dialog's own layer took (it was the newest Radix layer), as opposed to one above it. */
const escapesTaken = new WeakSet<Event>();

function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export function DialogContent({
  title,
  hideTitle = false,
  description,
  variant = 'centered',
  showClose = true,
  className,
  children,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  ref,
  ...props
}: DialogContentProps) {
  // Radix gives focus back to a DialogTrigger; a dialog opened from a plain button (a controlled
  // or lazily loaded one) gives it back to whatever had focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const close = useRef<HTMLButtonElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        ref={(node) => {
          content.current = node;
          setRef(ref, node);
        }}
        className={[styles.content, styles[variant], className ?? ''].filter(Boolean).join(' ')}
        // Without a description Radix would point aria-describedby at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onInteractOutside={(event) => {
          if (isOnToast(event)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        // An Escape meant for a dialog opened over this one (a quick Escape on "Share" closed the
        // reader under it too): see handEscapeToNewest.
        onEscapeKeyDown={(event) => {
          escapesTaken.add(event);
          if (content.current && newestOpenDialog() !== content.current) {
            event.preventDefault();
            handEscapeToNewest(event.target, handedOver.get(event));
          }
          onEscapeKeyDown?.(event);
        }}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        // An Escape inside the newest dialog that a layer above it kept (a toast shown over it, not
        // focused: see toast.tsx) still closes the dialog.
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key !== 'Escape' || escapesTaken.has(event.nativeEvent) || newestOpenDialog() !== content.current) return;
          close.current?.click();
        }}
        {...props}
      >
        <DialogPrimitive.Close ref={close} hidden tabIndex={-1} aria-hidden="true" />
        <DialogPrimitive.Title className={hideTitle ? undefined : styles.title} style={hideTitle ? VISUALLY_HIDDEN_STYLES : undefined}>
          {title}
        </DialogPrimitive.Title>
        {description ? <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description> : null}
        {children}
        {showClose ? (
          <DialogPrimitive.Close className={styles.close} aria-label="Close">
            <X aria-hidden="true" size={20} />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
