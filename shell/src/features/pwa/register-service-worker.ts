/**
 * Registers /sw.js after load so it never competes with the first render. Failures (an old
 * browser, a private window, a dev server without sw.js) only get logged: the app works without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
