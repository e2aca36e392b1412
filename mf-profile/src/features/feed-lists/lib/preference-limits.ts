import { INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { PERSONALITY_NAME_MAX_CHARS, PREFERENCE_LIST_MAX, TOPIC_MAX_CHARS } from '@tidings/contracts/user-limits';

// The server's limits on the three lists (PATCH /api/user/preferences, contracts' user.ts), checked
// by hand with the same numbers: zod would add ~26 KB to the profile's first load. A test holds
// these checks to the server's schema.

const CHOICES: ReadonlySet<string> = new Set(INTEREST_CHOICES);

export function interestsProblem(interests: readonly string[]): string | null {
  const unknown = interests.find((interest) => !CHOICES.has(interest));
  return unknown === undefined ? null : `"${unknown}" is not one of the interests`;
}

export function followingProblem(names: readonly string[]): string | null {
  if (names.length > PREFERENCE_LIST_MAX) return `You can follow at most ${PREFERENCE_LIST_MAX} personalities`;
  const bad = names.find((name) => name.trim().length === 0 || name.trim().length > PERSONALITY_NAME_MAX_CHARS);
  return bad === undefined ? null : `Names must be 1 to ${PERSONALITY_NAME_MAX_CHARS} characters`;
}

export function blockedTopicsProblem(topics: readonly string[]): string | null {
  if (topics.length > PREFERENCE_LIST_MAX) return `You can block at most ${PREFERENCE_LIST_MAX} topics`;
  for (const topic of topics) {
    const problem = topicProblem(topic);
    if (problem) return problem;
  }
  return null;
}

function topicProblem(topic: string): string | null {
  const trimmed = topic.trim();
  if (trimmed.length === 0) return 'Type a topic to block';
  if (trimmed.length > TOPIC_MAX_CHARS) return `Topics must be at most ${TOPIC_MAX_CHARS} characters`;
  return null;
}

/** Why `topic` cannot be added to `current` (the draft), or null. */
export function newTopicProblem(topic: string, current: readonly string[]): string | null {
  const problem = topicProblem(topic);
  if (problem) return problem;
  const folded = topic.trim().toLowerCase();
  if (current.some((existing) => existing.toLowerCase() === folded)) return `"${topic.trim()}" is already blocked`;
  if (current.length >= PREFERENCE_LIST_MAX) return `You can block at most ${PREFERENCE_LIST_MAX} topics`;
  return null;
}

/** Same entries, in any order: nothing to save. */
export function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((entry) => set.has(entry));
}
