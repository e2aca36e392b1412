// Sentence boundaries in news prose without a model: a full stop ends a sentence unless it ends a
// known abbreviation or an initial; decimals ("2.5%") never match because no space follows the dot.

const ABBREVIATIONS = new Set(
  `mr mrs ms dr prof sr jr st mt ft gen col lt sgt capt cmdr rep sen gov pres rev hon inc ltd co corp plc bros dept est approx
  vs etc e.g i.e cf al no nos vol fig op ed eds jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n e.u a.m p.m`
    .split(/\s+/)
    .filter(Boolean),
);

/** Candidate end: terminal punctuation, optional closing quotes/brackets, whitespace, then a likely start. */
const BOUNDARY = /([.!?\u2026]+)(["'\u2019\u201d)\]]*)\s+(?=["'\u2018\u201c(]?[\p{Lu}\p{N}])/gu;

function endsWithAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
  if (!word) return false;
  if (ABBREVIATIONS.has(word)) return true;
  // A lone capital is an initial ("J. K. Rowling"); dotted acronyms ("U.S") end in one too.
  return /^(\p{L}\.)*\p{L}$/u.test(word) && word.length <= 3 && /\p{Lu}$/u.test(before);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\n(?=\s*[-*\u2022])/)) {
    let start = 0;
    for (const match of paragraph.matchAll(BOUNDARY)) {
      const end = match.index + match[1]!.length + match[2]!.length;
      if (match[1] === '.' && endsWithAbbreviation(paragraph.slice(start, match.index))) continue;
      sentences.push(paragraph.slice(start, end));
      start = match.index + match[0].length;
    }
    sentences.push(paragraph.slice(start));
  }
  return sentences.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
}
