// Extractive summary computed once at ingestion: TF-IDF sentence scores with a lead bias (news puts
// the key facts first), 2–3 sentences kept in their original order, plus a 0–1 quality estimate.
// The key takeaways (takeaways.ts) choose by the same scores.
import { contentWords } from '../ingestion/stopwords.js';
import { splitSentences } from './sentence-split.js';

export interface ExtractiveSummary {
  summary: string;
  sentences: string[];
  /** 0–1: 0.5 × keyword coverage + 0.3 × length fit + 0.2 × how much text there was to choose from. */
  summaryQualityScore: number;
}

const MIN_WORDS = 5;
const MAX_WORDS = 60;

function wordCount(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}

/** 1 inside 25–90 words, falling linearly to 0 at 0 and at 180 words. */
function lengthFit(words: number): number {
  if (words < 25) return words / 25;
  if (words <= 90) return 1;
  return Math.max(0, 1 - (words - 90) / 90);
}

export interface ScoredSentence {
  /** Position in the article. */
  index: number;
  sentence: string;
  /** TF-IDF relevance × lead bias × title overlap; a sentence outside 5–60 words counts a tenth. */
  score: number;
  /** 5–60 words: a sentence that can stand on its own. */
  usable: boolean;
}

export interface SentenceScores {
  /** Every sentence, in article order. */
  sentences: ScoredSentence[];
  /** The ten heaviest terms of the text (what a good summary covers). */
  keywords: string[];
}

/** Every sentence of the text with the score the summary chooses by. */
export function scoreSentences(title: string, text: string): SentenceScores {
  const all = splitSentences(text);
  const tokenised = all.map((sentence) => contentWords(sentence));
  const docFreq = new Map<string, number>();
  const termFreq = new Map<string, number>();
  for (const tokens of tokenised) {
    for (const token of tokens) termFreq.set(token, (termFreq.get(token) ?? 0) + 1);
    for (const token of new Set(tokens)) docFreq.set(token, (docFreq.get(token) ?? 0) + 1);
  }
  const n = all.length;
  const weight = (token: string) => (termFreq.get(token) ?? 0) * Math.log(1 + n / (docFreq.get(token) ?? 1));
  const titleWords = new Set(contentWords(title));

  const sentences = all.map((sentence, index) => {
    const tokens = tokenised[index]!;
    const words = wordCount(sentence);
    const unique = [...new Set(tokens)];
    const relevance = unique.reduce((sum, token) => sum + weight(token), 0) / Math.sqrt(Math.max(1, tokens.length));
    const titleOverlap = titleWords.size ? unique.filter((t) => titleWords.has(t)).length / titleWords.size : 0;
    const lead = 1 + 0.6 * Math.max(0, 1 - index / Math.max(4, n / 2));
    const usable = words >= MIN_WORDS && words <= MAX_WORDS;
    return { index, sentence, score: relevance * lead * (1 + titleOverlap) * (usable ? 1 : 0.1), usable };
  });
  const keywords = [...termFreq.keys()].sort((a, b) => weight(b) - weight(a)).slice(0, 10);
  return { sentences, keywords };
}

/** Best first; the earlier sentence wins a tie. */
export function byScore(a: ScoredSentence, b: ScoredSentence): number {
  return b.score - a.score || a.index - b.index;
}

/** The summary's sentences: the best 3 of a text of 6 or more sentences, else the best 2; in article order. */
export function summarySentences(scored: readonly ScoredSentence[], maxSentences = 3): ScoredSentence[] {
  const n = scored.length;
  const count = Math.min(n, n >= 6 ? maxSentences : Math.min(2, maxSentences));
  return [...scored]
    .sort(byScore)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}

export function summarize(title: string, text: string, maxSentences = 3): ExtractiveSummary {
  const { sentences: scored, keywords } = scoreSentences(title, text);
  const n = scored.length;
  if (n === 0) return { summary: '', sentences: [], summaryQualityScore: 0 };

  const chosen = summarySentences(scored, maxSentences).map((s) => s.sentence);
  const summary = chosen.join(' ');

  const summaryWords = new Set(contentWords(summary));
  const coverage = keywords.length ? keywords.filter((k) => summaryWords.has(k)).length / keywords.length : 0;
  const material = Math.min(1, n / 4);
  const quality = 0.5 * coverage + 0.3 * lengthFit(wordCount(summary)) + 0.2 * material;
  return { summary, sentences: chosen, summaryQualityScore: Math.round(quality * 100) / 100 };
}
