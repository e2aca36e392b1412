// Extractive summary computed once at ingestion: TF-IDF sentence scores with a lead bias (news puts
// the key facts first), 2–3 sentences kept in their original order, plus a 0–1 quality estimate.
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

export function summarize(title: string, text: string, maxSentences = 3): ExtractiveSummary {
  const all = splitSentences(text);
  if (all.length === 0) return { summary: '', sentences: [], summaryQualityScore: 0 };
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

  const scored = all.map((sentence, index) => {
    const tokens = tokenised[index]!;
    const words = wordCount(sentence);
    const unique = [...new Set(tokens)];
    const relevance = unique.reduce((sum, token) => sum + weight(token), 0) / Math.sqrt(Math.max(1, tokens.length));
    const titleOverlap = titleWords.size ? unique.filter((t) => titleWords.has(t)).length / titleWords.size : 0;
    const lead = 1 + 0.6 * Math.max(0, 1 - index / Math.max(4, n / 2));
    const usable = words >= MIN_WORDS && words <= MAX_WORDS;
    return { index, sentence, score: relevance * lead * (1 + titleOverlap) * (usable ? 1 : 0.1) };
  });

  const count = Math.min(n, n >= 6 ? maxSentences : Math.min(2, maxSentences));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  const summary = chosen.join(' ');

  const keywords = [...termFreq.keys()].sort((a, b) => weight(b) - weight(a)).slice(0, 10);
  const summaryWords = new Set(contentWords(summary));
  const coverage = keywords.length ? keywords.filter((k) => summaryWords.has(k)).length / keywords.length : 0;
  const material = Math.min(1, n / 4);
  const quality = 0.5 * coverage + 0.3 * lengthFit(wordCount(summary)) + 0.2 * material;
  return { summary, sentences: chosen, summaryQualityScore: Math.round(quality * 100) / 100 };
}
