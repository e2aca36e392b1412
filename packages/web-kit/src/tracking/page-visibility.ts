// Whether the page is in front of the reader. Session ends, reading time and card focus all follow
// it. Browsers differ in which of visibilitychange, pagehide and pageshow they fire on unload,
// on app switches and around the back-forward cache, so all three feed one deduplicated signal.

type Listener = (visible: boolean) => void;

const listeners = new Set<Listener>();
let visible = true;

export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function publish(next: boolean) {
  if (next === visible) return;
  visible = next;
  for (const listener of [...listeners]) listener(next);
}

const onVisibilityChange = () => publish(isPageVisible());
const onPageHide = () => publish(false);
const onPageShow = () => publish(isPageVisible());

/**
 * Calls `listener(false)` when the page is hidden, backgrounded or unloaded and `listener(true)`
 * when it is back, once per change. Answers the unsubscribe function.
 */
export function onPageVisibilityChange(listener: Listener): () => void {
  if (listeners.size === 0) {
    visible = isPageVisible();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
