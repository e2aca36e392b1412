import { useEffect, useReducer } from 'react';
import { ageMs, refreshIntervalMs } from '../lib/article-age';

/**
 * The article's age in ms, kept right while `live` (the card is the one in view): one timer per
 * visible badge, at the spec's cadence for that age. Off-screen cards run no timer; each render
 * reads the clock, so a card that comes into view shows its true age at once.
 */
export function useArticleAge(publishedAt: string, live: boolean): number {
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);
  const age = ageMs(publishedAt, Date.now());
  const interval = refreshIntervalMs(age);

  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(rerender, interval);
    return () => clearTimeout(timer);
    // `tick` re-arms the timer after each refresh.
  }, [live, interval, tick]);

  return age;
}
