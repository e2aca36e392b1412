import type { Personality } from '@tidings/contracts/catalogue-api';
import { useDeferredValue, useMemo, useState } from 'react';

/** Spec section 5: a case-insensitive substring match (over the name, and the description too). */
export function matchesPersonality(personality: Personality, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    personality.name.toLowerCase().includes(needle) || personality.description.toLowerCase().includes(needle)
  );
}

export function usePersonalitySearch(personalities: readonly Personality[] | undefined) {
  const [query, setQuery] = useState('');
  // Typing stays responsive on slow phones; the list catches up.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => (personalities ?? []).filter((p) => matchesPersonality(p, deferredQuery)),
    [personalities, deferredQuery],
  );
  return { query, setQuery, matches };
}
