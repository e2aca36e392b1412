import type { SpectrumCounts } from '@tidings/contracts/story';

// The contract's `spectrumText` (contracts/story.ts) for the browser: that module builds zod
// schemas, which must not ride along in a screen's JavaScript. A test keeps the two the same.

/** The spectrum as one line of text, e.g. "2 left · 3 centre · 1 right · 1 unrated". */
export function spectrumText(counts: SpectrumCounts): string {
  const parts = [`${counts.left} left`, `${counts.centre} centre`, `${counts.right} right`];
  if (counts.unrated > 0) parts.push(`${counts.unrated} unrated`);
  return parts.join(' · ');
}
