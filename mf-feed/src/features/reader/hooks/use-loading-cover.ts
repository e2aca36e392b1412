import { useEffect, useState } from 'react';

/** Spec section 9: the reader's loading cover shows for 800 ms. */
export const LOADING_COVER_MS = 800;

/**
 * Whether the 'Loading {source}...' cover shows: for 800 ms after the reader opens (or reloads,
 * when `cycle` changes), and on after that while the article itself is still loading.
 */
export function useLoadingCover(cycle: number, articleReady: boolean): boolean {
  const [elapsedCycle, setElapsedCycle] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setElapsedCycle(cycle), LOADING_COVER_MS);
    return () => clearTimeout(timer);
  }, [cycle]);
  return elapsedCycle !== cycle || !articleReady;
}
