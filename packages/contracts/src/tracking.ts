import { z } from 'zod';
import { ID_LENGTH, PLATFORM_MAX, EVENT_TYPE_MAX, ENGAGEMENT_TYPE_MAX, NEWS_ID_MAX, EVENTS_PER_BATCH_MAX, TIME_SPENT_MS_MAX, TIME_SPENT_SECONDS_MAX, ENGAGEMENT_TYPES, TIME_ZONE_HEADER, canonicalTimeZone, eventDataProblem } from './tracking-rules.js';

// The zod-free rules (limits, time zones, the eventData walk) are part of this contract too.
export * from './tracking-rules.js';

// svc-tracking's /api calls: sessions, buffered events, engagement, reads and the streak.
// Limits are the spec's (section 5) where it gives one; the others are ours.
const idOf = (name: string) =>
  z.string({ error: `${name} is required` }).length(ID_LENGTH, `${name} must be exactly ${ID_LENGTH} characters`);

export const sessionIdSchema = idOf('sessionId');
export const eventIdSchema = idOf('eventId');

/**
 * Every body may carry the client's `userId` (the spec's client sends it on some calls), but the
 * token decides: a userId that is not the signed-in user's is refused with 403 FORBIDDEN.
 */
const bodyUserIdSchema = z.string().min(1, 'userId cannot be empty').max(64, 'userId must be at most 64 characters');
const bodyUserId = { userId: bodyUserIdSchema.optional() };

export const newsIdSchema = z
  .string({ error: 'newsId is required' })
  .min(1, 'newsId is required')
  .max(NEWS_ID_MAX, `newsId must be at most ${NEWS_ID_MAX} characters`);

export const newsIdParamsSchema = z.object({ id: newsIdSchema });

// ---- Sessions -----------------------------------------------------------------------------------

export const startSessionBodySchema = z.strictObject({
  sessionId: sessionIdSchema,
  userId: bodyUserIdSchema.optional(),
  platform: z
    .string()
    .min(1, 'platform cannot be empty')
    .max(PLATFORM_MAX, `platform must be at most ${PLATFORM_MAX} characters`)
    .default('web'),
});
export type StartSessionBody = z.input<typeof startSessionBodySchema>;

export const endSessionBodySchema = z.strictObject({ sessionId: sessionIdSchema, ...bodyUserId });
export type EndSessionBody = z.infer<typeof endSessionBodySchema>;

export const sessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  platform: z.string(),
  isActive: z.boolean(),
  sessionStartTs: z.string(),
  sessionEndTs: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

// ---- Events -------------------------------------------------------------------------------------

export const eventDataSchema = z
  .record(z.string(), z.unknown(), { error: 'eventData must be a JSON object' })
  .superRefine((value, ctx) => {
    const problem = eventDataProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const tsError = { error: 'ts must be epoch milliseconds or an ISO 8601 date-time' };

export const trackedEventSchema = z.strictObject({
  eventId: eventIdSchema,
  userId: bodyUserIdSchema.optional(),
  sessionId: sessionIdSchema,
  eventType: z
    .string({ error: 'eventType is required' })
    .min(1, 'eventType is required')
    .max(EVENT_TYPE_MAX, `eventType must be at most ${EVENT_TYPE_MAX} characters`),
  eventData: eventDataSchema.optional(),
  storyId: newsIdSchema.optional(),
  /** When it happened on the device: epoch milliseconds or an ISO 8601 date-time. */
  ts: z.union([z.number(tsError).int(tsError).min(0, tsError).max(8.64e15, tsError), z.iso.datetime({ offset: true, ...tsError })], tsError).optional(),
});
export type TrackedEvent = z.infer<typeof trackedEventSchema>;

export const eventsBatchBodySchema = z.strictObject({
  events: z
    .array(trackedEventSchema, { error: 'events must be a list' })
    .min(1, 'Send at least one event')
    .max(EVENTS_PER_BATCH_MAX, `Send at most ${EVENTS_PER_BATCH_MAX} events per batch`),
});
export type EventsBatchBody = z.infer<typeof eventsBatchBodySchema>;

/** `duplicates` counts events already stored (a replayed batch) or repeated within the batch. */
export const eventsBatchResponseSchema = z.object({ accepted: z.number().int(), duplicates: z.number().int() });
export type EventsBatchResponse = z.infer<typeof eventsBatchResponseSchema>;

// ---- Engagement ---------------------------------------------------------------------------------

/** An enum (so the OpenAPI document lists the two values), with the spec's length limit's message. */
export const engagementTypeSchema = z.enum(ENGAGEMENT_TYPES, {
  error: (issue) => {
    if (issue.input === undefined) return 'engagementType is required';
    if (typeof issue.input === 'string' && issue.input.length > ENGAGEMENT_TYPE_MAX) return `engagementType must be at most ${ENGAGEMENT_TYPE_MAX} characters`;
    return "engagementType must be 'viewed' or 'read'";
  },
});

export const engagementBodySchema = z.strictObject({
  ...bodyUserId,
  sessionId: sessionIdSchema,
  newsId: newsIdSchema,
  engagementType: engagementTypeSchema,
});
export type EngagementBody = z.infer<typeof engagementBodySchema>;

export const engagementTimeBodySchema = z.strictObject({
  ...bodyUserId,
  newsId: newsIdSchema,
  timeSpentMs: z
    .number({ error: 'timeSpentMs must be a number of milliseconds' })
    .int('timeSpentMs must be a whole number of milliseconds')
    .min(0, 'timeSpentMs cannot be negative')
    .max(TIME_SPENT_MS_MAX, `timeSpentMs must be at most ${TIME_SPENT_MS_MAX}`),
});
export type EngagementTimeBody = z.infer<typeof engagementTimeBodySchema>;

export const articleEngagementSchema = z.object({
  newsId: z.string(),
  sessionId: z.string(),
  engagementType: z.enum(ENGAGEMENT_TYPES),
  viewedAt: z.string(),
  readAt: z.string().nullable(),
  timeSpentMs: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleEngagement = z.infer<typeof articleEngagementSchema>;

/** `suppressed`: an identical post came less than a second ago, so this one changed nothing. */
export const engagementResponseSchema = z.object({ suppressed: z.boolean(), engagement: articleEngagementSchema });
export type EngagementResponse = z.infer<typeof engagementResponseSchema>;

export const engagementTimeResponseSchema = z.object({ engagement: articleEngagementSchema });

// ---- Reads and streak ---------------------------------------------------------------------------

const wholeSeconds = (name: string) =>
  z
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be whole seconds`)
    .min(0, `${name} cannot be negative`)
    .max(TIME_SPENT_SECONDS_MAX, `${name} must be at most ${TIME_SPENT_SECONDS_MAX}`);

export const recordReadBodySchema = z.strictObject({ ...bodyUserId, timeSpentSeconds: wholeSeconds('timeSpentSeconds').default(0) });
export type RecordReadBody = z.input<typeof recordReadBodySchema>;

export const addReadTimeBodySchema = z.strictObject({ ...bodyUserId, additionalTimeSpentSeconds: wholeSeconds('additionalTimeSpentSeconds') });
export type AddReadTimeBody = z.infer<typeof addReadTimeBodySchema>;

export const readArticleSchema = z.object({
  newsId: z.string(),
  readAt: z.string(),
  timeSpentSeconds: z.number().int(),
  lastAccessedAt: z.string(),
});
export type ReadArticle = z.infer<typeof readArticleSchema>;

export const streakSchema = z.object({
  currentStreak: z.number().int(),
  maxStreak: z.number().int(),
  /** The last day (YYYY-MM-DD, the user's calendar) with a read; null before the first read. */
  lastStreakDate: z.string().nullable(),
  articlesReadToday: z.number().int(),
  totalArticlesRead: z.number().int(),
  dailyGoal: z.number().int(),
  /** The time zone the days were counted in (the x-time-zone header, else UTC). */
  timeZone: z.string(),
});
export type Streak = z.infer<typeof streakSchema>;

export const timeZoneSchema = z
  .string()
  .min(1, `${TIME_ZONE_HEADER} cannot be empty`)
  .max(64, `${TIME_ZONE_HEADER} must be at most 64 characters`)
  .refine((name) => canonicalTimeZone(name) !== null, { message: `${TIME_ZONE_HEADER} must be an IANA time zone name like Europe/Dublin` });

/** Headers of the read and streak calls; other headers pass through untouched. */
export const timeZoneHeadersSchema = z.looseObject({ [TIME_ZONE_HEADER]: timeZoneSchema.optional() });
