// Work the first screen does not need (the toast region, the profile's list editors) starts once
// the page has settled: a while after `load` (the screen's own remote and data load after it, and
// an idle moment comes while they are still on the network), on an idle moment after that — or at
// once on the first tap or key, which often comes just before it is needed. Code only an action
// needs (the reader) waits for that first tap or key alone.

/** How long after `load` the page counts as settled. */
export const SETTLE_AFTER_LOAD_MS = 3000;
/** How long the browser may wait for an idle moment once settled. */
export const SETTLE_IDLE_TIMEOUT_MS = 4000;

const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `task` once at the user's first tap or key; answers the cancel. For code that only an
 * action needs: the service worker keeps it on the device, so it is a moment away when asked for.
 */
export function onFirstIntent(task: () => void): () => void {
  let done = false;
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, { capture: true });
  };
  function run() {
    if (done) return;
    stop();
    done = true;
    task();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { once: true, capture: true, passive: true });
  return () => {
    done = true;
    stop();
  };
}

/**
 * Runs `task` at the browser's next idle moment, waiting at most `timeoutMs`; answers the cancel.
 * Where there is no requestIdleCallback (Safari), on the next task.
 */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/** Runs `task` once when the page has settled or the user first acts; answers the cancel. */
export function whenPageSettled(task: () => void): () => void {
  let done = false;
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const afterLoad = () => (timer = setTimeout(() => (cancelIdle = onIdle(run, SETTLE_IDLE_TIMEOUT_MS)), SETTLE_AFTER_LOAD_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  const cancelIntent = onFirstIntent(run);
  function cancel() {
    window.removeEventListener('load', afterLoad);
    cancelIntent();
    clearTimeout(timer);
    cancelIdle();
  }
  return () => {
    done = true;
    cancel();
  };
}
