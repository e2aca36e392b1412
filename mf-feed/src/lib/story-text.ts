import type { SpectrumCounts } from '@tidings/contracts/story';

// The story's words, as @tidings/contracts/story writes them. Mirrored here because that module
// builds its zod schemas when it loads: importing it would bring zod into the feed's first load
// (the card's "Updated" label) and into the story page. story-text.test.ts holds the two equal.

/** The feed card's label when a story the reader read has moved on. */
export function updatesLabel(developments: number): string {
  return `Updated: ${developments} new ${developments === 1 ? 'development' : 'developments'}`;
}

/** The spectrum as one line of text, e.g. "2 left · 3 centre · 1 right · 1 unrated". */
export function spectrumText(counts: SpectrumCounts): string {
  const parts = [`${counts.left} left`, `${counts.centre} centre`, `${counts.right} right`];
  if (counts.unrated > 0) parts.push(`${counts.unrated} unrated`);
  return parts.join(' · ');
}

/** Shown beside every spectrum: where the ratings come from. */
export const RATINGS_NOTE =
  "Ratings come from Tidings' own open list of outlets (leaning, credibility, country and ownership), published with its source code. No proprietary ratings are used; outlets without a rating are counted as unrated.";
