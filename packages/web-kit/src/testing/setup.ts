import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { useThemeStore } from '../theme-store';
import { useToastStore } from '../toast-store';
import { resetTrackingClient } from '../tracking/tracking-client';

// The one set-up of every web workspace's tests (see test/web-test-project.ts).

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The page's one tracking client keeps a session and timers: each test starts on a fresh page.
  resetTrackingClient();
  // The page's write queue: nobody signed in, so a test's writes are not kept for the next.
  setWriteQueueUser(null);
  useToastStore.setState({ toasts: [] });
  useThemeStore.setState({ darkMode: false, initialised: false });
  document.documentElement.classList.remove('dark');
});

// jsdom has no PointerEvent, so fireEvent.pointer* would drop clientX; MouseEvent carries it.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill });
}

// Nor pointer capture, which Radix (toast swipes) and gesture libraries call on every drag.
if (!('setPointerCapture' in Element.prototype)) {
  const captured = new WeakMap<Element, Set<number>>();
  const pointersOf = (element: Element) => captured.get(element) ?? captured.set(element, new Set()).get(element)!;
  Object.defineProperties(Element.prototype, {
    setPointerCapture: { value(this: Element, pointerId: number) { pointersOf(this).add(pointerId); } },
    releasePointerCapture: { value(this: Element, pointerId: number) { pointersOf(this).delete(pointerId); } },
    hasPointerCapture: { value(this: Element, pointerId: number) { return pointersOf(this).has(pointerId); } },
  });
}

// jsdom lacks these browser APIs the app relies on; tests that need to drive them stub their own.
if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }),
  });
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
