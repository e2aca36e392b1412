import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOTKEY, useToastStore } from '@tidings/web-kit/toast-store';
import { whenPageSettled } from '../../../lib/when-page-settled';

// Radix Toast is ~13 KB of every screen's first load, and no first screen shows a toast: the
// region loads with the first toast, on F8, or once the page has settled — whichever comes first.
const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(() => loadRegion().then((module) => ({ default: module.ToastRegion })));

type Need = 'none' | 'mounted' | 'focused';

/** Radix's own hotkey check (every key pressed, or the event's code), for the region not yet mounted. */
const isHotkey = (event: KeyboardEvent) => TOAST_HOTKEY.every((key) => (event as unknown as Record<string, unknown>)[key] === true || event.code === key);

export function Toaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [need, setNeed] = useState<Need>('none');

  useEffect(() => {
    if (need !== 'none') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return;
      event.preventDefault();
      setNeed('focused');
    };
    document.addEventListener('keydown', onKeyDown);
    const cancel = whenPageSettled(() => setNeed((current) => (current === 'none' ? 'mounted' : current)));
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancel();
    };
  }, [need]);

  if (need === 'none' && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion focusOnMount={need === 'focused'} />
    </Suspense>
  );
}
