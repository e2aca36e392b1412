// Today's edition, topics the reader follows or mutes, and the inbox of followed topics (issue 32).
// All of it is svc-news's: the edition is built from the feed's candidates, and followed and
// muted topics rank and filter both the feed and the edition.
import { z } from 'zod';
import { newsArticleSchema } from './news.js';
import { MUTE_DURATIONS, TOPIC_KINDS, TOPIC_LABEL_MAX, TOPIC_LABEL_MIN, TOPICS_MAX } from './briefing-texts.js';

export * from './briefing-texts.js';

// ---------------------------------------------------------------------------------------------
// Topics: GET /api/topics, POST /api/topics (upsert), DELETE /api/topics/{key}
// ---------------------------------------------------------------------------------------------

/** `keyword` is any word or phrase; the others are named entities found in articles. */
export const topicKindSchema = z.enum(TOPIC_KINDS);
export type TopicKind = z.infer<typeof topicKindSchema>;

export const topicRuleSchema = z.enum(['follow', 'mute']);
export type TopicRule = z.infer<typeof topicRuleSchema>;

/** How long a mute lasts; `forever` until the reader removes it. */
export const muteDurationSchema = z.enum(MUTE_DURATIONS);
export type MuteDuration = z.infer<typeof muteDurationSchema>;

/** A topic as the reader sees it (the display label) and as the server matches it (the key). */
export const topicRefSchema = z.object({
  /** `topicKey(kind, label)`: e.g. `person:lindqvist`, `keyword:port strike`. */
  key: z.string().min(1).max(80),
  label: z.string(),
  kind: topicKindSchema,
});
export type TopicRef = z.infer<typeof topicRefSchema>;

export const topicSchema = topicRefSchema.extend({
  rule: topicRuleSchema,
  /** ISO 8601: when a mute ends. Null for a follow and for a mute `forever`. */
  until: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /api/topics: the reader's follows and the mutes still in force, newest first. */
export const topicListSchema = z.object({ topics: z.array(topicSchema).max(TOPICS_MAX) });
export type TopicList = z.infer<typeof topicListSchema>;

/**
 * POST /api/topics: follow or mute a topic (an upsert by `topicKey(kind, label)`: following a
 * muted topic unmutes it and the reverse). `muteFor` is required for a mute, refused for a follow.
 * Answers the stored topic. 409 TOPICS_LIMIT beyond TOPICS_MAX.
 */
export const topicBodySchema = z
  .strictObject({
    label: z.string().trim().min(TOPIC_LABEL_MIN).max(TOPIC_LABEL_MAX),
    kind: topicKindSchema,
    rule: topicRuleSchema,
    muteFor: muteDurationSchema.optional(),
  })
  .refine((body) => (body.rule === 'mute') === (body.muteFor !== undefined), { message: 'muteFor is required for a mute and only for a mute', path: ['muteFor'] });
export type TopicBody = z.infer<typeof topicBodySchema>;

/** DELETE /api/topics/{key}: 204 whether or not it existed (a retry changes nothing). */
export const topicKeyParamsSchema = z.object({ key: z.string().min(1).max(80) });

/** GET /api/news/{id}/topics: the article's named people, places and organisations, to follow or mute from the reader. */
export const articleTopicsSchema = z.object({ topics: z.array(topicRefSchema) });
export type ArticleTopics = z.infer<typeof articleTopicsSchema>;

// ---------------------------------------------------------------------------------------------
// Today's edition: GET /api/edition (time zone from the x-time-zone header, as for the streak)
// ---------------------------------------------------------------------------------------------

export const editionItemSchema = z.object({
  /** The story's card: its best article (merged with the other outlets of its cluster). */
  article: newsArticleSchema,
  /** A few sentences taken verbatim from the article (its extractive summary): what Listen speaks after the title. */
  summary: z.string(),
  /** How many outlets tell this story (1 when only one does). */
  sourceCount: z.number().int().min(1),
  /** Labels of the followed topics it matches, for "Because you follow …"; may be empty. */
  followed: z.array(z.string()),
});
export type EditionItem = z.infer<typeof editionItemSchema>;

/**
 * The day's edition for the reader: built on their first call of the edition day (which starts at
 * EDITION_HOUR local time), then the same for that day on every device. `read` is the progress:
 * ids of the items' articles whose story (cluster) the reader has read, heard or opened to a read.
 */
export const editionSchema = z.object({
  /** The edition day, YYYY-MM-DD in `timeZone`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeZone: z.string(),
  /** ISO 8601. */
  builtAt: z.string(),
  /** ISO 8601: when the next edition is due (the next EDITION_HOUR in `timeZone`). */
  nextAt: z.string(),
  /** EDITION_MIN … EDITION_MAX items when that many stories exist; fewer (even 0) on a thin day. */
  items: z.array(editionItemSchema),
  /** Article ids of `items` the reader has read. */
  read: z.array(z.string()),
});
export type Edition = z.infer<typeof editionSchema>;

// ---------------------------------------------------------------------------------------------
// Inbox: GET /api/inbox, POST /api/inbox/visit
// ---------------------------------------------------------------------------------------------

export const inboxItemSchema = z.object({
  article: newsArticleSchema,
  /** Labels of the followed topics it matches (at least one). */
  topics: z.array(z.string()).min(1),
  /** Published within BREAKING_WINDOW_MS of the answer: a system notification may announce it. */
  breaking: z.boolean(),
  /** Published after the reader's last visit of the inbox. */
  unread: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Stories (one per cluster) on followed topics from the last INBOX_DAYS days, newest first, at most INBOX_MAX. */
export const inboxSchema = z.object({
  items: z.array(inboxItemSchema),
  /** Count of `unread` items: the bell's badge. */
  unread: z.number().int().nonnegative(),
  /** ISO 8601, null before the first visit. */
  lastVisitAt: z.string().nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** POST /api/inbox/visit: the reader opened the inbox now; later stories count as unread. */
export const inboxVisitSchema = z.object({ lastVisitAt: z.string() });
export type InboxVisit = z.infer<typeof inboxVisitSchema>;
