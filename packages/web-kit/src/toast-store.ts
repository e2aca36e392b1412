import { create } from 'zustand';

// Spec section 9: one toast visible at a time, 5000 ms by default; a dismissed toast is removed
// from memory after 1,000,000 ms; swipe right past 50 px dismisses; F8 reaches the region.
// Remotes call `toast()`; the shell's Toaster renders the one region on Radix Toast, whose
// own options the last three are.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/** A button in the toast ("Reload" on the update toast); choosing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
  action?: ToastAction;
}

export interface Toast extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (input) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const toast: Toast = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      durationMs: input.durationMs ?? TOAST_DURATION_MS,
      ...(input.action ? { action: input.action } : {}),
      open: true,
    };
    const toasts = [toast, ...get().toasts];
    for (const dropped of toasts.slice(TOAST_LIMIT)) clearRemovalTimer(dropped.id);
    set({ toasts: toasts.slice(0, TOAST_LIMIT) });
    return id;
  },
  dismiss: (id) => {
    for (const toast of get().toasts) {
      if ((id === undefined || toast.id === id) && !removalTimers.has(toast.id)) {
        removalTimers.set(
          toast.id,
          setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY_MS),
        );
      }
    }
    set({ toasts: get().toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
  },
  remove: (id) => {
    clearRemovalTimer(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

function clearRemovalTimer(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

/** Shows a toast from anywhere (shell or remote); the store is a Module Federation singleton. */
export function toast(input: ToastInput): string {
  return useToastStore.getState().show(input);
}
