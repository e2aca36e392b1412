// What follows a registration: offering a newer deployment, and looking for one when the reader
// comes back. Loaded once /sw.js is registered, so no screen's first load carries it.
import { toast } from '@tidings/web-kit/toast-store';
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
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onWaiting(registration);
    });
  // This module loads after the registration: an install may already be under way.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/** Offers each newer deployment, and checks for one when the reader comes back to the app (at most once a minute). */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  watchForWaitingWorker(registration, container, offerUpdate);
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MIN_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  });
}
