import { create } from 'zustand';

// "Am I online?" for the whole page (web-kit is a Module Federation singleton, so the shell and
// every remote share this one store). `navigator.onLine` alone is not enough: it says true on a
// captive portal or a dead Wi-Fi, so a failed fetch also marks the app offline, and the next
// answer from the network (or the browser's `online` event) marks it online again.

export type OfflineReason = 'browser' | 'fetch-failed';

interface ConnectivityState {
  online: boolean;
  /** Why the app believes it is offline; null while online. */
  reason: OfflineReason | null;
  /** Bumped each time the connection comes back, so screens can refetch on it. */
  reconnects: number;
}

function initialOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export const useConnectivityStore = create<ConnectivityState>(() => ({
  online: initialOnline(),
  reason: initialOnline() ? null : 'browser',
  reconnects: 0,
}));

function goOffline(reason: OfflineReason): void {
  const state = useConnectivityStore.getState();
  // The browser's own word wins over a guess from one failed fetch.
  if (!state.online && state.reason === 'browser') return;
  if (!state.online && state.reason === reason) return;
  useConnectivityStore.setState({ online: false, reason });
}

function goOnline(): void {
  const state = useConnectivityStore.getState();
  if (state.online) return;
  useConnectivityStore.setState({ online: true, reason: null, reconnects: state.reconnects + 1 });
}

/** Called by the api client when fetch() itself rejected for want of a network (not on an abort). */
export function reportNetworkFailure(): void {
  goOffline('fetch-failed');
}

/** Called by the api client when the server answered (whatever the status). */
export function reportNetworkSuccess(): void {
  // While the browser says offline, a "success" can only be the service worker's cache.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  goOnline();
}

export function isOnline(): boolean {
  return useConnectivityStore.getState().online;
}

export function useOnline(): boolean {
  return useConnectivityStore((state) => state.online);
}

/** Calls `listener` each time the connection returns (not at subscription). */
export function onReconnect(listener: () => void): () => void {
  return useConnectivityStore.subscribe((state, previous) => {
    if (state.reconnects !== previous.reconnects) listener();
  });
}

/**
 * Given what `fetch()` itself rejected with (never any other error): true when it was for want
 * of a network, as opposed to an abort by the caller. Browsers reject a request that cannot
 * reach the network with a TypeError; while the browser says offline, any rejection counts.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) return false;
  if (error instanceof TypeError) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Follows the browser's online/offline events; the shell calls it once at start. Returns the
 * function that stops listening (tests).
 */
export function watchConnectivity(target: Window = window): () => void {
  const onOnline = () => goOnline();
  const onOffline = () => goOffline('browser');
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  if (!target.navigator.onLine) onOffline();
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}

/** Tests only. */
export function resetConnectivityForTest(online = true): void {
  useConnectivityStore.setState({ online, reason: online ? null : 'browser', reconnects: 0 });
}
