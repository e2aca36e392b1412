import { toast } from '@tidings/web-kit/toast-store';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';
import { SKIP_WAITING } from './sw-messages';

// Spec'd texts of issue 10: a quiet toast, kept until acted on or closed.
export const UPDATE_TOAST_TITLE = 'New version available';
export const UPDATE_TOAST_ACTION = 'Reload';

/** Checks for a new deployment when the reader comes back to the app, at most this often. */
const UPDATE_CHECK_MIN_INTERVAL_MS = 60_000;

type WaitingWorkerOf = Pick<ServiceWorkerRegistration, 'waiting'>;

/**
 * Offers the update; choosing Reload hands over to the build waiting at that moment (the page
 * reloads on takeover). Not the worker first offered: a later deployment that installed while the
 * toast was up has replaced it, and a message to a replaced worker would do nothing.
 */
export function offerUpdate(registration: WaitingWorkerOf): void {
  toast({
    title: UPDATE_TOAST_TITLE,
    durationMs: Number.POSITIVE_INFINITY,
    action: { label: UPDATE_TOAST_ACTION, onSelect: () => registration.waiting?.postMessage({ type: SKIP_WAITING }) },
  });
}

/** Calls `onWaiting` when a worker has installed while an older one controls this page. */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, onWaiting: (registration: WaitingWorkerOf) => void): void {
  // No controller: this is the first install, which takes the page over by itself (clientsClaim).
  if (registration.waiting && container.controller) onWaiting(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onWaiting(registration);
    });
  });
}

/**
 * Reloads once when a new worker takes over a page an older one controlled, in every open tab:
 * the old page's lazy chunks may no longer be in the new precache, so it must not run on.
 */
export function reloadOnTakeover(container: ServiceWorkerContainer, reload: () => void = () => location.reload()): void {
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  });
}

/**
 * Registers /sw.js once the page has settled (web-kit's whenPageSettled: a while after `load`, or
 * at the first tap or key). Its install downloads the shell and every remote's build: at `load` it
 * competed, on a phone's network and CPU, with the screen's own remote and data, which load after
 * `load`. Failures (an old browser, a private window, a dev server without sw.js) only get
 * logged: the app works without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  reloadOnTakeover(container);
  whenPageSettled(() => {
    container
      .register('/sw.js')
      .then((registration) => {
        watchForWaitingWorker(registration, container, offerUpdate);
        let lastCheck = Date.now();
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MIN_INTERVAL_MS) return;
          lastCheck = Date.now();
          registration.update().catch(() => undefined);
        });
      })
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
  });
}
