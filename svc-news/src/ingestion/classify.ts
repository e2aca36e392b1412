// Keyword classification: cheap, explainable and offline. Title words count three times as much as
// body words, and the feed's own categories most of all, since an editor chose them.
import { CATEGORIES, type Category } from '@tidings/contracts/catalogue';
import { LEXICON, type Label, type LexiconEntry } from './category-lexicon.js';
import { contentWords, STOPWORDS, words } from './stopwords.js';

export interface ClassifyInput {
  title: string;
  text: string;
  feedCategories: readonly string[];
  /** The source's default, used when no category scores at least MIN_LABEL_SCORE. */
  defaultCategory: Category;
}

export interface Classification {
  /** Primary category: one of the spec's 19 (`breaking news` is never chosen from keywords alone). */
  category: Category;
  /** Every matching label (categories and the interest choices 'ireland'/'economics'), category first. */
  categories: string[];
  /** Up to MAX_TAGS lowercase keywords and named entities, most salient first. */
  autoTags: string[];
}

const TITLE_WEIGHT = 3;
const FEED_CATEGORY_WEIGHT = 5;
/** One title hit, three body hits or an editor's category make a label stick. */
export const MIN_LABEL_SCORE = 3;
export const MAX_TAGS = 6;
/** Repeating one word in the body should not outvote several distinct words. */
const MAX_HITS_PER_TERM = 3;

const CATEGORY_SET = new Set<string>(CATEGORIES);

function countHits(entry: LexiconEntry, tokens: string[], joined: string): number {
  let hits = 0;
  const perTerm = new Map<string, number>();
  const bump = (term: string) => {
    const count = perTerm.get(term) ?? 0;
    if (count < MAX_HITS_PER_TERM) {
      perTerm.set(term, count + 1);
      hits++;
    }
  };
  for (const token of tokens) {
    if (entry.words.has(token)) bump(token);
    else {
      const prefix = entry.prefixes.find((p) => token.startsWith(p));
      if (prefix) bump(prefix);
    }
  }
  for (const phrase of entry.phrases) {
    let from = joined.indexOf(` ${phrase}`);
    while (from !== -1) {
      bump(phrase);
      from = joined.indexOf(` ${phrase}`, from + phrase.length);
    }
  }
  return hits;
}

export function labelScores(input: Omit<ClassifyInput, 'defaultCategory'>): Map<Label, number> {
  const titleTokens = words(input.title);
  const textTokens = words(input.text);
  const feedTokens = input.feedCategories.map((c) => words(c).join(' '));
  const scores = new Map<Label, number>();
  for (const entry of LEXICON) {
    let score = TITLE_WEIGHT * countHits(entry, titleTokens, ` ${titleTokens.join(' ')} `);
    score += countHits(entry, textTokens, ` ${textTokens.join(' ')} `);
    for (const feedCategory of feedTokens) {
      const tokens = feedCategory.split(' ');
      if (feedCategory === entry.label || countHits(entry, tokens, ` ${feedCategory} `) > 0) score += FEED_CATEGORY_WEIGHT;
    }
    if (score > 0) scores.set(entry.label, score);
  }
  return scores;
}

export function classify(input: ClassifyInput): Classification {
  const scores = labelScores(input);
  const ranked = [...scores.entries()]
    .filter(([, score]) => score >= MIN_LABEL_SCORE)
    // Ties go to the source's default, which knows what the outlet usually writes about.
    .sort(([a, sa], [b, sb]) => sb - sa || Number(b === input.defaultCategory) - Number(a === input.defaultCategory));
  const primary = ranked.find(([label]) => CATEGORY_SET.has(label) && label !== 'breaking news');
  const category = (primary?.[0] as Category | undefined) ?? input.defaultCategory;
  const categories = [category, ...ranked.map(([label]) => label).filter((label) => label !== category)];
  return { category, categories, autoTags: extractTags(input.title, input.text) };
}

/**
 * Named entities are runs of capitalised words inside sentences (a sentence's first word only counts
 * as part of a longer run); keywords are the most frequent content words, title words doubled.
 */
export function extractTags(title: string, text: string): string[] {
  const entities = new Map<string, number>();
  for (const sentence of `${title}. ${text}`.split(/(?<=[.!?])\s+|\n+/)) {
    const tokens = sentence.split(/\s+/).map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
    let run: string[] = [];
    const flush = (endIndex: number) => {
      const startsSentence = endIndex - run.length === 0;
      const meaningful = run.filter((w) => !STOPWORDS.has(w.toLowerCase()));
      if (meaningful.length > 0 && !(startsSentence && run.length === 1)) {
        const entity = meaningful.join(' ').toLowerCase();
        entities.set(entity, (entities.get(entity) ?? 0) + 1);
      }
      run = [];
    };
    tokens.forEach((token, index) => {
      if (/^\p{Lu}[\p{L}'’-]*$/u.test(token) && token.length > 1) run.push(token);
      else if (run.length) flush(index);
    });
    if (run.length) flush(tokens.length);
  }
  const keywords = new Map<string, number>();
  for (const word of contentWords(title)) keywords.set(word, (keywords.get(word) ?? 0) + 2);
  for (const word of contentWords(text)) if (word.length > 3) keywords.set(word, (keywords.get(word) ?? 0) + 1);
  const topEntities = [...entities.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([e]) => e);
  const covered = new Set(topEntities.flatMap((e) => e.split(' ')));
  const topKeywords = [...keywords.entries()]
    .filter(([word, count]) => count >= 2 && !covered.has(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
  return [...new Set([...topEntities, ...topKeywords])].slice(0, MAX_TAGS);
}
