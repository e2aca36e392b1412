// The AI Insights tab's rules (spec sections 2 and 3), kept pure so each branch is tested.

export type SentimentLabel = 'Positive' | 'Neutral' | 'Negative';

/** 'positive' and 'negative' name themselves; anything else, or nothing, is Neutral. */
export function sentimentLabel(sentiment: string | undefined): SentimentLabel {
  if (sentiment === 'positive') return 'Positive';
  if (sentiment === 'negative') return 'Negative';
  return 'Neutral';
}

/** The bar's width in percent: abs(score) × 100, or 50 without a score. */
export function sentimentBarWidth(score: number | undefined): number {
  if (score === undefined || !Number.isFinite(score)) return 50;
  return Math.min(100, Math.abs(score) * 100);
}

/** Shown when the article is too short for three key sentences of its own. */
export const GENERIC_TAKEAWAYS = [
  'The headline and opening lines carry the core of this story.',
  'Other outlets may frame it differently: compare them under Related Articles.',
  'Check the source for updates, as details can change after publication.',
] as const;

/** Three lines: the article's own key sentences when there are three, else the generic ones. */
export function keyTakeaways(takeaways: readonly string[] | undefined): readonly string[] {
  const own = (takeaways ?? []).map((line) => line.trim()).filter(Boolean);
  return own.length === 3 ? own : GENERIC_TAKEAWAYS;
}
