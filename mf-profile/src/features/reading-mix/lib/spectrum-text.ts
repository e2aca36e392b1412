import type { SpectrumCounts } from '@tidings/contracts/story';

// The contract's `spectrumText` (contracts/story.ts builds zod schemas, which must not ride along
// in the browser). A copy rather than web-kit's shared one (reading-log/spectrum-text, Discover's):
// each shared module costs the profile's first load an entry, and it has no room. A test keeps it
// the same as the contract's.

/** The spectrum as one line of text, e.g. "2 left · 3 centre · 1 right · 1 unrated". */
export function spectrumText(counts: SpectrumCounts): string {
  const parts = [`${counts.left} left`, `${counts.centre} centre`, `${counts.right} right`];
  if (counts.unrated > 0) parts.push(`${counts.unrated} unrated`);
  return parts.join(' · ');
}
