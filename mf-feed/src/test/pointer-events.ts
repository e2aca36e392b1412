// jsdom dispatches pointer events but lacks what @use-gesture/react looks for to use them: an
// `onpointerdown` property (without it the library binds touch events, which user-event never
// sends, and its tap filter then swallows every click) and pointer capture. Tests of swipeable UI
// import this before anything that imports @use-gesture (it decides once, at import).
if (!('onpointerdown' in window)) {
  Object.defineProperty(window, 'onpointerdown', { value: null, writable: true, configurable: true });
}

if (!('setPointerCapture' in Element.prototype)) {
  const captured = new WeakMap<Element, Set<number>>();
  Object.assign(Element.prototype, {
    setPointerCapture(this: Element, pointerId: number) {
      captured.set(this, (captured.get(this) ?? new Set()).add(pointerId));
    },
    releasePointerCapture(this: Element, pointerId: number) {
      captured.get(this)?.delete(pointerId);
    },
    hasPointerCapture(this: Element, pointerId: number) {
      return captured.get(this)?.has(pointerId) ?? false;
    },
  });
}
