// Drives the page's visibility in jsdom the way a browser does on an app switch or unload.

let state: DocumentVisibilityState = 'visible';

Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

export function setPageVisibility(next: DocumentVisibilityState): void {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Unload (or the back-forward cache): hidden first, then pagehide. */
export function unloadPage(persisted = false): void {
  setPageVisibility('hidden');
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));
}

export function restorePageFromCache(): void {
  state = 'visible';
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
}

export function resetPageVisibility(): void {
  state = 'visible';
}
