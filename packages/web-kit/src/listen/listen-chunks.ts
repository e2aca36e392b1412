// What one utterance speaks. Chrome's speechSynthesis cuts long utterances off after about 15 s
// and its pause() is unreliable (on Android it stops for good), so the player speaks a sentence at
// a time: a pause cancels, a resume speaks the current sentence again, and the sentence index is
// the point a reload resumes from.

/** Longer sentences are cut at a comma or a space before this many characters. */
export const CHUNK_MAX_CHARS = 220;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'sentence' }) : null;

function sentences(text: string): string[] {
  if (segmenter) return [...segmenter.segment(text)].map(({ segment }) => segment);
  return text.match(/[^.!?]+(?:[.!?]+["'\u201d\u2019)\]]*|$)/g) ?? [text];
}

/** Cuts one long sentence at the last comma (or else space) that keeps each part within `max`. */
function cut(sentence: string, max: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const head = rest.slice(0, max);
    const at = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '));
    const end = at > max / 3 ? at + 1 : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The text as sentences (and parts of long ones) to speak one by one; blank text gives none. */
export function speechChunks(text: string, max = CHUNK_MAX_CHARS): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (!normalized) return [];
  return sentences(normalized)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => cut(sentence, max));
}
