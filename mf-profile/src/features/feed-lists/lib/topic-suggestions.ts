import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';

/** What a blocked topic matches best: the categories and interests articles are labelled with. */
export const TOPIC_SUGGESTIONS: readonly string[] = [...new Set([...CATEGORIES, ...INTEREST_CHOICES.filter((choice) => choice !== 'all')])];

/** Suggestions containing what was typed (any case), not already blocked, at most `limit`. */
export function topicSuggestions(query: string, blocked: readonly string[], limit = 8): string[] {
  const needle = query.trim().toLowerCase();
  const taken = new Set(blocked.map((topic) => topic.toLowerCase()));
  return TOPIC_SUGGESTIONS.filter((topic) => !taken.has(topic) && topic.includes(needle)).slice(0, limit);
}
