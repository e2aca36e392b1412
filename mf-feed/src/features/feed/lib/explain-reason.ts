// svc-news gives each feed card a `reason` like "Because you follow Science · 2 h ago". The card's
// "Why this story?" sheet shows it as sentences: the why first, then when it was published.

export interface ReasonExplanation {
  why: string;
  when?: string;
}

export function explainReason(reason: string): ReasonExplanation | null {
  const [why = '', ...rest] = reason.split(' · ').map((part) => part.trim());
  if (why === '') return null;
  const when = rest.join(' · ');
  return { why: `${why}.`, ...(when ? { when: `Published ${when}.` } : {}) };
}
