// Whether an article is about a topic the reader follows or mutes (issue 32). Named entities are
// matched by the keys found when the article was stored (story/entities.ts); a keyword, and an
// entity on an article stored without entities, by its folded words in the title or the text
// (PoolArticle.text, which holds the names of the catalogue's personalities it mentions too).
import { foldTopic, type TopicKind } from '@tidings/contracts/briefing';
import type { PoolArticle } from '../feed/pool-article.js';

/** A rule as the feed, the edition and the inbox use it (the stored topic, without its dates). */
export interface ActiveTopic {
  key: string;
  label: string;
  kind: TopicKind;
}

/** What one reader follows and mutes now (expired mutes left out). */
export interface TopicRules {
  follows: readonly ActiveTopic[];
  mutes: readonly ActiveTopic[];
}

export const NO_TOPIC_RULES: TopicRules = { follows: [], mutes: [] };

/** What a topic is looked for as in an article's text: ` its words ` and the words apart. */
interface Phrase {
  padded: string;
  words: readonly string[];
}

/** Per topic object: the feed checks one topic against thousands of articles per request. */
const phrases = new WeakMap<ActiveTopic, Phrase>();
function phraseOf(topic: ActiveTopic): Phrase {
  let phrase = phrases.get(topic);
  if (phrase === undefined) {
    const value = topic.kind === 'keyword' ? topic.key.slice(topic.key.indexOf(':') + 1) : foldTopic(topic.label);
    phrase = { padded: ` ${value} `, words: value.split(' ') };
    phrases.set(topic, phrase);
  }
  return phrase;
}

/**
 * The article's words as foldTopic folds them: from PoolArticle.text (already lower case without
 * accents). The padded text, for phrases of several words, only once such a phrase's words all occur.
 */
class ArticleWords {
  readonly words: ReadonlySet<string>;
  private readonly list: string[];
  private paddedText: string | null = null;

  constructor(readonly text: string) {
    this.list = text.replace(/['\u2019]s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    this.words = new Set(this.list);
  }

  get padded(): string {
    return (this.paddedText ??= ` ${this.list.join(' ')} `);
  }
}

/**
 * Kept by article id while its text is the same: the pool makes new objects on every reload (each
 * insert rereads it), and splitting thousands of texts again each time would cost a request
 * hundreds of ms. Emptied past WORDS_KEPT, a few times the pool.
 */
const WORDS_KEPT = 20_000;
const wordsById = new Map<string, ArticleWords>();
function wordsOf(article: PoolArticle): ArticleWords {
  let found = wordsById.get(article.id);
  if (found === undefined || found.text !== article.text) {
    if (wordsById.size >= WORDS_KEPT) wordsById.clear();
    found = new ArticleWords(article.text);
    wordsById.set(article.id, found);
  }
  return found;
}

export function matchesTopic(article: PoolArticle, topic: ActiveTopic): boolean {
  if (topic.kind !== 'keyword' && article.entities) return article.entities.includes(topic.key);
  const phrase = phraseOf(topic);
  const text = wordsOf(article);
  // Set lookups rule out almost every article; only a phrase whose words all occur is searched for.
  for (const word of phrase.words) if (!text.words.has(word)) return false;
  return phrase.words.length === 1 || text.padded.includes(phrase.padded);
}

/** The topics of `topics` the article is about, in their order. */
export function matchedTopics(article: PoolArticle, topics: readonly ActiveTopic[]): ActiveTopic[] {
  return topics.length === 0 ? [] : topics.filter((topic) => matchesTopic(article, topic));
}

export function isMuted(article: PoolArticle, rules: TopicRules): boolean {
  return rules.mutes.some((topic) => matchesTopic(article, topic));
}
