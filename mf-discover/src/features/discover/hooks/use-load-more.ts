import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How far below the screen the end of the list starts loading more (about two screens of cards). */
export const LOAD_AHEAD_PX = 1200;

/**
 * A sentinel at the end of a list: `onReach` runs while it is within LOAD_AHEAD_PX of the screen.
 * An observer reports only crossings, so it is observed afresh whenever `progress` changes (more
 * shown or loaded): the first report then says whether the end is still near, and the list keeps
 * growing until it fills the screen and a little more.
 */
export function useLoadMore(onReach: () => void, progress: number) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const reach = useRef(onReach);
  useLayoutEffect(() => {
    reach.current = onReach;
  });

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reach.current();
    }, { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, progress]);

  return setSentinel;
}
