import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNetworkFailure,
  isOnline,
  onReconnect,
  reportNetworkFailure,
  reportNetworkSuccess,
  resetConnectivityForTest,
  watchConnectivity,
} from './connectivity';

afterEach(() => {
  vi.restoreAllMocks();
  resetConnectivityForTest();
});

describe('connectivity', () => {
  it('follows the browser offline and online events and counts reconnects', () => {
    const stop = watchConnectivity(window);
    const listener = vi.fn();
    const unsubscribe = onReconnect(listener);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    stop();
  });

  it('a failed fetch marks the app offline and the next answer online again', () => {
    reportNetworkFailure();
    expect(isOnline()).toBe(false);
    reportNetworkSuccess();
    expect(isOnline()).toBe(true);
  });

  it('an answer while the browser says offline is the cache, not the network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetConnectivityForTest(false);
    reportNetworkSuccess();
    expect(isOnline()).toBe(false);
  });

  it('tells a network failure from an abort', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
