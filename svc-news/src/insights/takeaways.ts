// Key takeaways for the reader's insights tab, chosen by the summary's own sentence scores.
//
// The tab shows the summary right above the takeaways, so a takeaway never repeats a summary
// sentence: the best-scored sentences the summary left out are the next most telling facts, and
// three bullets echoing the paragraph above them would read as filler. They are listed in the
// article's order, not by score: news sentences build on each other (a reaction follows the
// fact it answers), so in order they read as a short account rather than a shuffle.
import { byScore, scoreSentences, summarySentences } from './summarize.js';

export const TAKEAWAYS_MAX = 3;

/**
 * Up to `max` sentences of `text` that can stand alone (5–60 words), best-scored first, skipping
 * those of the extractive summary and any the stored `summary` (extractive or from an LLM)
 * already contains; returned in article order. Fewer for a short text, none for a tiny one.
 */
export function keyTakeaways(title: string, text: string, summary: string, max = TAKEAWAYS_MAX): string[] {
  const { sentences } = scoreSentences(title, text);
  const inSummary = new Set(summarySentences(sentences).map((chosen) => chosen.sentence));
  const seen = new Set<string>();
  return sentences
    .filter((candidate) => {
      if (!candidate.usable || inSummary.has(candidate.sentence) || summary.includes(candidate.sentence)) return false;
      // A sentence repeated in the text is one fact.
      if (seen.has(candidate.sentence)) return false;
      seen.add(candidate.sentence);
      return true;
    })
    .sort(byScore)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((candidate) => candidate.sentence);
}
