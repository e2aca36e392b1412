/** Longer words are cut to this many characters, on filing and in a query alike (bounds an `_id`). */
export const MAX_WORD_LENGTH = 40;

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
