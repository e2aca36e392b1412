/**
 * Whether a request for an app route should get the shell rather than a JSON 404. A browser names
 * `text/html`; curl sends `*\/*`, and some clients send no Accept at all — both mean "anything",
 * so they get the page a newcomer expects. An API client that ranks JSON above HTML
 * (`application/json, text/plain, *\/*`) still gets the JSON answer.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const ranges = accept.split(',').map(parseRange).filter((range) => range !== undefined);
  const html = match(ranges, 'text', 'html');
  const json = match(ranges, 'application', 'json');
  if (html.q === 0) return false;
  // At equal quality the range that names its type wins: `application/json, */*` asks for JSON.
  return html.q > json.q || (html.q === json.q && html.specificity >= json.specificity);
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseRange(part: string): MediaRange | undefined {
  const [mediaType = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
  const [type, subtype] = mediaType.split('/');
  if (!type || !subtype) return undefined;
  const qParam = params.find((param) => param.startsWith('q='));
  const q = qParam === undefined ? 1 : Number(qParam.slice(2));
  return { type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
}

interface Match {
  /** 2 for `type/subtype`, 1 for `type/*`, 0 for `*\/*`, -1 for no match. */
  specificity: number;
  q: number;
}

/** RFC 9110 §12.5.1: the most specific range that matches decides the quality; none matching is 0. */
function match(ranges: MediaRange[], type: string, subtype: string): Match {
  const specificity = (range: MediaRange) =>
    range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
  let best: Match = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const rank = specificity(range);
    if (rank > best.specificity) best = { specificity: rank, q: range.q };
  }
  return best;
}
