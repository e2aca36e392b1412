// The story's one-paragraph summary, extractive: whole sentences of its articles, never written
// anew. Each article offers its best sentences by the insights summary's own scores
// (insights/summarize.ts); a sentence other outlets' articles also say ranks higher (it is the
// story's core, not one outlet's angle); near-repeats of a chosen sentence are skipped.
import { byScore } from '../insights/summarize.js';
import type { PoolArticle } from '../feed/pool-article.js';
import type { ArticleAnalyses } from './article-analysis.js';
import { ReadSentences } from './novelty.js';

export const SUMMARY_SENTENCES = 3;
/** Sentences each article offers. */
const OFFERED = 2;

interface Candidate {
  article: PoolArticle;
  index: number;
  sentence: string;
  shingles: readonly string[];
  weight: number;
}

/** `articles` newest first; the chosen sentences read oldest article first, each in its article's order. */
export function storySummary(articles: readonly PoolArticle[], analyses: ArticleAnalyses): string {
  const candidates: Candidate[] = [];
  for (const article of articles) {
    const analysis = analyses.of(article);
    const usable = analysis.scored.filter((scored) => scored.usable).sort(byScore).slice(0, OFFERED);
    const top = usable[0]?.score || 1;
    for (const scored of usable) candidates.push({ article, index: scored.index, sentence: scored.sentence, shingles: analysis.shingles[scored.index] ?? [], weight: scored.score / top });
  }
  if (articles.length > 1) {
    // Support: the share of the other articles with a sentence that retells this one.
    const others = articles.map((article) => {
      const sentences = new ReadSentences();
      for (const sentence of analyses.of(article).shingles) sentences.add(sentence);
      return { id: article.id, sentences };
    });
    for (const candidate of candidates) {
      const support = others.filter((other) => other.id !== candidate.article.id && other.sentences.containment(candidate.shingles) >= 0.3).length;
      candidate.weight *= 1 + support / (articles.length - 1);
    }
  }
  const chosen: Candidate[] = [];
  const said = new ReadSentences();
  for (const candidate of candidates.sort((a, b) => b.weight - a.weight || b.article.publishedAt - a.article.publishedAt || a.index - b.index)) {
    if (chosen.length >= SUMMARY_SENTENCES) break;
    if (chosen.some((c) => c.sentence === candidate.sentence) || !said.isNovel(candidate.shingles)) continue;
    chosen.push(candidate);
    said.add(candidate.shingles);
  }
  if (chosen.length === 0) {
    // Nothing of 5–60 words to choose from: the newest article's first sentence, else its title.
    const newest = articles[0]!;
    return analyses.of(newest).sentences[0] ?? newest.title;
  }
  return chosen
    .sort((a, b) => a.article.publishedAt - b.article.publishedAt || (a.article.id < b.article.id ? -1 : a.article.id > b.article.id ? 1 : 0) || a.index - b.index)
    .map((c) => c.sentence)
    .join(' ');
}
