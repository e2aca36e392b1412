// Offline sentiment with wink-sentiment (AFINN-style lexicon with negation and emoji handling).
// The declaration travels with this module, so any program importing it (e.g. cross-service tests) has it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./wink-sentiment.d.ts" />
import winkSentiment from 'wink-sentiment';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface Sentiment {
  label: SentimentLabel;
  /** −1 … 1; the reader's bar shows abs(score) × 100 %. */
  score: number;
}

/**
 * |score| below this is neutral. News prose is mildly loaded almost everywhere ("crisis talks",
 * "strong growth"), so a small band keeps routine reports neutral.
 */
export const NEUTRAL_BAND = 0.15;
/** wink's normalised score of ±2 (a clearly loaded text) maps to about ±0.76. */
const SCALE = 2;

/**
 * Business-page phrases whose words carry AFINN sentiment they lack in news ("share prices"
 * are not generous, "free trade" is not a gift); they are reduced to their neutral head word.
 */
const NEUTRALISED_PHRASES: [RegExp, string][] = [
  [/\bshares?(?=\s+(prices?|holders?|of)\b)/gi, ''],
  [/\b(free trade|free market|stock exchange|fund manager)\b/gi, 'trade'],
  [/\bgross domestic product\b/gi, 'gdp'],
];

/**
 * AFINN was built from social-media text. In news copy these words report facts, not feelings
 * (prices "rise", a "strong" earthquake, a browser "supports" a format, "emergency" services), and
 * left in they tilt almost every report positive or negative.
 */
const FACTUAL_WORDS =
  /\b(rise|rises|rising|rose|risen|increase|increased|increases|growth|grow|grows|strong|stronger|higher|high|support|supports|supported|quality|demand|demands|strike|strikes|struck|reached|reach|work|works|resolve|resolved|demonstration|protected|protect|authority|emergency|rescue|powerful|power|approve|approves|approved|expected|cut|cuts|fall|falls|fell|drop|drops|dropped|low|lower|gain|gains|warning|warned|interest)\b/gi;

function neutralise(input: string): string {
  const phrases = NEUTRALISED_PHRASES.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), input);
  return phrases.replace(FACTUAL_WORDS, '');
}

/**
 * wink's `normalizedScore` (−5…5, already adjusted for text length) squashed with tanh(x / 2):
 * monotonic, symmetric, never leaves (−1, 1), and keeps the typical news range (|x| < 2) spread out
 * instead of crowding it near 0 as a linear x / 5 would. The title is counted twice: it is the
 * editor's own one-line verdict on the story.
 */
export function analyzeSentiment(title: string, text = ''): Sentiment {
  const input = [title, title, text].filter(Boolean).join('\n');
  if (!input.trim()) return { label: 'neutral', score: 0 };
  const { normalizedScore } = winkSentiment(neutralise(input));
  const score = Math.round(Math.tanh(normalizedScore / SCALE) * 1000) / 1000;
  const label: SentimentLabel = score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral';
  return { label, score };
}
