// Marks where a search's words occur in a title. The server matches the query as one phrase in
// the title or the content; the title marks each word of it, so a story found by its text still
// shows which of its title's words the reader asked for.

export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words worth marking: those of two letters or more (a lone "a" would mark every line). */
export function highlightTerms(query: string): string[] {
  const words = [...new Set(query.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  const meaningful = words.filter((word) => [...word].length >= 2);
  const terms = meaningful.length > 0 ? meaningful : words;
  // Longest first, so "climate" wins over "clim" where both could match.
  return terms.sort((a, b) => b.length - a.length);
}

export function highlightParts(text: string, query: string): TextPart[] {
  const terms = highlightTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  // Splitting on a capturing group alternates text and matches: the odd pieces are the matches.
  const pieces = text.split(new RegExp(`(${terms.map(escapeRegex).join('|')})`, 'iu'));
  return pieces.map((piece, index) => ({ text: piece, match: index % 2 === 1 })).filter((part) => part.text !== '');
}
