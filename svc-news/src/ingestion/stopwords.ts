// English function words plus newsroom filler ("says", "amid") that carry no topic.
export const STOPWORDS = new Set(
  `a about above after again against all also am amid an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into
  is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some
  such than that the their theirs them then there these they this those through to too under until up upon very via vs was we were
  what when where which while who whom why will with would you your yours new says say said told according year years week weeks
  day days today yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday one two three first last many much
  may might must us per around across since still even back well get got make made like including set within without least
  along among another every ever never already yet`
    .split(/\s+/)
    .filter(Boolean),
);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

export function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word));
}
