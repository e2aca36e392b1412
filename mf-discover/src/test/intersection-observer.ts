import { vi } from 'vitest';

// jsdom has no IntersectionObserver. This stand-in lets a test say when the end of the list
// comes into view: `scrollToEnd()` reports every observed element as intersecting, the way the
// browser reports it when an observer starts watching an element already in view.

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

export function stubIntersectionObserver() {
  const live = new Set<{ callback: Callback; targets: Set<Element> }>();
  let inView = false;
  class StubObserver {
    private readonly entry: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() };
      live.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
      // A new observation reports at once, as browsers do.
      const { callback } = this.entry;
      queueMicrotask(() => {
        if (live.has(this.entry)) callback([{ isIntersecting: inView, target }]);
      });
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      live.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    /** The end of the list is (or no longer is) near the screen. */
    setEndInView(value: boolean) {
      inView = value;
      for (const { callback, targets } of [...live]) callback([...targets].map((target) => ({ isIntersecting: value, target })));
    },
  };
}
