/** About 20 seconds of speech: what Listen reads of a feed card after its title. */
export const LISTEN_LEAD_MAX_CHARS = 320;

/**
 * The start of a card's text to speak: whole sentences up to `max` characters (at least the
 * first one, cut at a word when it alone is longer). Spaces are folded; the feed's text is the
 * article's content, often long, and a listener wants the gist of each story before the next.
 */
export function listenLead(content: string, max = LISTEN_LEAD_MAX_CHARS): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+(?:[.!?]+["'\u201d\u2019)]*|$)\s*/g) ?? [text];
  let lead = '';
  for (const sentence of sentences) {
    if ((lead + sentence).trimEnd().length > max) break;
    lead += sentence;
  }
  if (lead.trim()) return lead.trim();
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:\u2013\u2014-]+$/, '');
}
