import { useEffect, useState, type ComponentType } from 'react';
import { TOAST_HOTKEY, useToastStore } from '@tidings/web-kit/toast-store';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';

// Radix Toast is ~13 KB of every screen's first load, and no first screen shows a toast: the
// region loads with the first toast, on F8, or once the page has settled — whichever comes first.
// Its download may fail (offline before the service worker has it): that must never take the
// page down with it, so it is loaded by hand, not with React.lazy (whose failure throws in render),
// and tried again when the browser is back online or the next toast comes.
type Region = ComponentType<{ focusOnMount: boolean }>;
const loadRegion = (): Promise<Region> => import('./toast-region').then((module) => module.ToastRegion);

type Need = 'none' | 'mounted' | 'focused';

/** Radix's own hotkey check (every key pressed, or the event's code), for the region not yet mounted. */
const isHotkey = (event: KeyboardEvent) => TOAST_HOTKEY.every((key) => (event as unknown as Record<string, unknown>)[key] === true || event.code === key);

export function Toaster() {
  const toastCount = useToastStore((state) => state.toasts.length);
  const [need, setNeed] = useState<Need>('none');
  const [ToastRegion, setToastRegion] = useState<Region | null>(null);
  const [attempt, setAttempt] = useState(0);

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

  const wanted = need !== 'none' || toastCount > 0;
  useEffect(() => {
    if (!wanted || ToastRegion) return;
    let live = true;
    loadRegion()
      .then((region) => live && setToastRegion(() => region))
      .catch((error: unknown) => {
        console.warn('[toasts] the notification region could not load; trying again when back online', error);
        const retry = () => live && setAttempt((count) => count + 1);
        window.addEventListener('online', retry, { once: true });
      });
    return () => {
      live = false;
    };
  }, [wanted, ToastRegion, attempt, toastCount]);

  if (!wanted || !ToastRegion) return null;
  return <ToastRegion focusOnMount={need === 'focused'} />;
}
