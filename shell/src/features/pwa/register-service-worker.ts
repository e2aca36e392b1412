import { whenPageSettled } from '@tidings/web-kit/when-page-settled';

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
      .then(async (registration) => {
        const { watchForUpdates } = await import('./service-worker-updates');
        watchForUpdates(registration, container);
      })
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
  });
}
