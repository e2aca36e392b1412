// The story view's words (issue 31), for the services and the browser alike: this module
// imports nothing, so a screen that shows them does not bring zod along (browser-modules.test.ts).

/** Outlets per side of the spectrum (the shape of story.ts's SpectrumCounts). */
export interface SideCounts {
  left: number;
  centre: number;
  right: number;
  unrated: number;
}

/** Shown beside every spectrum: where the ratings come from. */
export const RATINGS_NOTE =
  "Ratings come from Tidings' own open list of outlets (leaning, credibility, country and ownership), published with its source code. No proprietary ratings are used; outlets without a rating are counted as unrated.";

/** The feed card's label when a story the reader read has moved on. */
export function updatesLabel(developments: number): string {
  return `Updated: ${developments} new ${developments === 1 ? 'development' : 'developments'}`;
}

/** The spectrum as one line of text, e.g. "2 left · 3 centre · 1 right · 1 unrated". */
export function spectrumText(counts: SideCounts): string {
  const parts = [`${counts.left} left`, `${counts.centre} centre`, `${counts.right} right`];
  if (counts.unrated > 0) parts.push(`${counts.unrated} unrated`);
  return parts.join(' · ');
}
