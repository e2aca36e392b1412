import { BLINDSPOT_MIN_RATED, BLINDSPOT_MIN_SHARE, type SpectrumCounts } from '@tidings/contracts/story';
import type { RatedOutlet } from '../sources/ratings.js';

/** Outlets (not articles) per side; an outlet without a rating is counted as unrated, never placed. */
export function spectrumOf(outlets: Iterable<Pick<RatedOutlet, 'rating'>>): SpectrumCounts {
  const counts: SpectrumCounts = { left: 0, centre: 0, right: 0, unrated: 0 };
  for (const outlet of outlets) counts[outlet.rating ? outlet.rating.side : 'unrated']++;
  return counts;
}

/**
 * The side a story is a blindspot of the other side for: at least BLINDSPOT_MIN_RATED rated
 * outlets, at least BLINDSPOT_MIN_SHARE of them on that side and none on the other. Unrated
 * outlets neither make nor break it.
 */
export function blindspotSide(counts: SpectrumCounts): 'left' | 'right' | null {
  const rated = counts.left + counts.centre + counts.right;
  if (rated < BLINDSPOT_MIN_RATED) return null;
  if (counts.right === 0 && counts.left / rated >= BLINDSPOT_MIN_SHARE) return 'left';
  if (counts.left === 0 && counts.right / rated >= BLINDSPOT_MIN_SHARE) return 'right';
  return null;
}
