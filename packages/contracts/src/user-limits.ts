// Limits of PATCH /api/user/preferences that the browser checks too, without zod (user.ts builds
// the server's schema on these same numbers, so the profile's inline editors and the server agree).

/** A blocked topic, trimmed. */
export const TOPIC_MAX_CHARS = 60;
/** A followed personality's name, trimmed. */
export const PERSONALITY_NAME_MAX_CHARS = 80;
/** Entries of followingPersonalities, and of blockedTopics. */
export const PREFERENCE_LIST_MAX = 100;
