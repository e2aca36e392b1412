// One IntersectionObserver for every feed card on the page (spec section 9: threshold 0.2, 50 px
// margin), so hundreds of cards cost one observer, not hundreds.

export const CARD_VISIBLE_RATIO = 0.2;
export const CARD_ROOT_MARGIN = '50px';
// Ratios are floats: a card crossing the threshold may report 0.1999….
const RATIO_TOLERANCE = 0.001;

type Listener = (inView: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (observer) return observer;
  if (typeof IntersectionObserver === 'undefined') return null;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting && entry.intersectionRatio >= CARD_VISIBLE_RATIO - RATIO_TOLERANCE);
    },
    { threshold: CARD_VISIBLE_RATIO, rootMargin: CARD_ROOT_MARGIN },
  );
  return observer;
}

/** Calls `listener` with whether `element` is in view, on every change. Answers the unsubscribe. */
export function observeCardVisibility(element: Element, listener: Listener): () => void {
  const shared = sharedObserver();
  if (!shared) return () => undefined;
  listeners.set(element, listener);
  shared.observe(element);
  return () => {
    listeners.delete(element);
    shared.unobserve(element);
  };
}
