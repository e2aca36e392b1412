import type { SourceRatingsResponse, SpectrumCounts, SpectrumSide } from '@tidings/contracts/story';
import type { ReadEntry } from '@tidings/web-kit/reading-log/reading-log';

// "Your reading mix" (issue 31): where the outlets of what the reader read in the last 30 days
// sit, computed here from the device's reading log and the project's open list of ratings. An
// outlet that is not on the list is unrated: never guessed from its name or its neighbours.

export type MixSide = keyof SpectrumCounts;

export interface ReadingMix {
  /** Articles read, by the side of their outlet. */
  articles: SpectrumCounts;
  /** Distinct outlets read, by side. */
  outlets: SpectrumCounts;
  articleCount: number;
  outletCount: number;
}

const SIDES: readonly string[] = ['left', 'centre', 'right'] satisfies SpectrumSide[];

/** Outlet names match whatever their case and surrounding spaces. */
export const outletKey = (name: string) => name.trim().toLowerCase();

/** The side of each rated outlet, by outletKey. Entries that are not understood are left out. */
export function ratingSides(response: SourceRatingsResponse | null | undefined): Map<string, SpectrumSide> {
  const sides = new Map<string, SpectrumSide>();
  for (const entry of Array.isArray(response?.ratings) ? response.ratings : []) {
    const side = entry?.rating?.side;
    if (typeof entry?.source === 'string' && typeof side === 'string' && SIDES.includes(side)) sides.set(outletKey(entry.source), side);
  }
  return sides;
}

const noCounts = (): SpectrumCounts => ({ left: 0, centre: 0, right: 0, unrated: 0 });

export function readingMix(reads: ReadonlyArray<Pick<ReadEntry, 'source'>>, sides: ReadonlyMap<string, SpectrumSide>): ReadingMix {
  const articles = noCounts();
  const outlets = noCounts();
  const seen = new Set<string>();
  for (const { source } of reads) {
    const key = outletKey(source);
    const side: MixSide = sides.get(key) ?? 'unrated';
    articles[side] += 1;
    if (seen.has(key)) continue;
    seen.add(key);
    outlets[side] += 1;
  }
  return { articles, outlets, articleCount: reads.length, outletCount: seen.size };
}

/** Each side's share of the articles, in whole percents that add up to 100 (0 for none read). */
export function mixShares(counts: SpectrumCounts): Record<MixSide, number> {
  const total = counts.left + counts.centre + counts.right + counts.unrated;
  const sides: MixSide[] = ['left', 'centre', 'right', 'unrated'];
  const shares = { left: 0, centre: 0, right: 0, unrated: 0 };
  if (total === 0) return shares;
  // Largest remainders, so the bar's segments fill it exactly.
  const exact = sides.map((side) => ({ side, value: (counts[side] / total) * 100 }));
  for (const { side, value } of exact) shares[side] = Math.floor(value);
  let left = 100 - sides.reduce((sum, side) => sum + shares[side], 0);
  for (const { side } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    shares[side] += 1;
  }
  return shares;
}
