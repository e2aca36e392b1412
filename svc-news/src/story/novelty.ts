// Sentence novelty by word shingles: a sentence of a newer article says something new to the
// reader when no sentence they read contains most of its 3-word shingles. Containment (the share
// of the candidate's shingles found in one read sentence) rather than Jaccard: a shortened
// retelling of a read sentence is old news, while a read sentence plus a new clause is new.
// Another outlet retells a fact in its own order of words, which shingles miss; so a sentence
// whose content words were nearly all in what the reader read is not new either.
import { contentWords } from '../ingestion/stopwords.js';
import { words } from '../feed/pool-article.js';

export const SHINGLE_WORDS = 3;
/**
 * At or above this share of its shingles in one read sentence, a sentence is a retelling. Tuned on
 * outlets' rewrites of one fact ("The bridge will reopen on Monday, officials said" against
 * "Officials said the bridge will reopen on Monday": 4 of 7 shingles, 0.57) versus a new fact in
 * the same words' neighbourhood (at most a third of its shingles shared). See novelty.test.ts.
 */
export const NOVELTY_MAX_CONTAINMENT = 0.5;
/** At or above this share of its content words (stopwords.ts) anywhere in what was read, a sentence is a retelling. */
export const NOVELTY_MAX_KNOWN_WORDS = 0.7;
/** Sentences under 5 words (fewer than 3 shingles: "Read more.", datelines) are never highlighted. */
export const NOVELTY_MIN_SHINGLES = 3;

/** The sentence's distinct word 3-grams, folded (case, accents and punctuation ignored). */
export function shingles(sentence: string): string[] {
  const tokens = words(sentence);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) out.add(tokens.slice(i, i + SHINGLE_WORDS).join(' '));
  return [...out];
}

/** The sentence's distinct content words (no stopwords, numbers or words under 3 letters). */
export function sentenceWords(sentence: string): string[] {
  return [...new Set(contentWords(sentence))];
}

/** The sentences the reader read, indexed by shingle, and the content words they used. */
export class ReadSentences {
  private readonly bySingle = new Map<string, number[]>();
  private readonly words = new Set<string>();
  private size = 0;

  add(sentenceShingles: readonly string[], sentenceWords: readonly string[] = []): void {
    for (const word of sentenceWords) this.words.add(word);
    const sentence = this.size++;
    for (const shingle of sentenceShingles) {
      const list = this.bySingle.get(shingle);
      if (list) list.push(sentence);
      else this.bySingle.set(shingle, [sentence]);
    }
  }

  /** The largest share of the candidate's shingles that one read sentence holds (0 … 1). */
  containment(candidate: readonly string[]): number {
    if (candidate.length === 0) return 1;
    const hits = new Map<number, number>();
    let best = 0;
    for (const shingle of candidate) {
      for (const sentence of this.bySingle.get(shingle) ?? []) {
        const n = (hits.get(sentence) ?? 0) + 1;
        hits.set(sentence, n);
        if (n > best) best = n;
      }
    }
    return best / candidate.length;
  }

  /** The share of the candidate's content words found in what was read (0 … 1). */
  knownWords(candidate: readonly string[]): number {
    if (candidate.length === 0) return 1;
    return candidate.filter((word) => this.words.has(word)).length / candidate.length;
  }

  /** Whether the candidate says something none of the read sentences does; `words`: its content words, when known. */
  isNovel(candidate: readonly string[], words?: readonly string[]): boolean {
    if (candidate.length < NOVELTY_MIN_SHINGLES || this.containment(candidate) >= NOVELTY_MAX_CONTAINMENT) return false;
    return words === undefined || this.knownWords(words) < NOVELTY_MAX_KNOWN_WORDS;
  }
}
