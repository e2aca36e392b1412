/** Longer words are cut to this many characters, on filing and in a query alike (bounds an `_id`). */
export const MAX_WORD_LENGTH = 40;
/**
 * A query word shorter than this is ignored: a one-letter prefix ("a") begins a large share of
 * every word filed, so looking it up reads a large share of the index and narrows nothing.
 */
export const MIN_QUERY_WORD_LENGTH = 2;
/** The words of one query that are looked up (each is two index reads); the ones after are ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words search knows a text by: lower case, diacritics folded (NFKD, marks dropped), split on
 * anything that is not a letter or a digit; each distinct word once. "Café-Bar" gives "cafe" and "bar".
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)];
}

/** An article's words: its title's and its content's. */
export function articleWords(article: { title: string; content: string }): string[] {
  return searchWords(`${article.title} ${article.content}`);
}

/** "clim climate" needs only "climate": the word that begins with it also begins with "clim". */
export function withoutImpliedPrefixes(prefixes: readonly string[]): string[] {
  const distinct = [...new Set(prefixes)];
  return distinct.filter((prefix) => !distinct.some((other) => other !== prefix && other.startsWith(prefix)));
}

/**
 * The words a search query is looked up by: its search words of at least MIN_QUERY_WORD_LENGTH
 * characters, without those another one implies, the first MAX_QUERY_WORDS of them. None (a query
 * of punctuation or single letters) means the query matches nothing: nothing is read for it.
 */
export function queryWords(text: string): string[] {
  const long = searchWords(text).filter((word) => [...word].length >= MIN_QUERY_WORD_LENGTH);
  return withoutImpliedPrefixes(long).slice(0, MAX_QUERY_WORDS);
}
