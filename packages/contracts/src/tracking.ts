import { z } from 'zod';

// svc-tracking's /api calls: sessions, buffered events, engagement, reads and the streak.
// Limits are the spec's (section 5) where it gives one; the others are ours.
export const ID_LENGTH = 36;
export const PLATFORM_MAX = 50;
export const EVENT_TYPE_MAX = 50;
export const ENGAGEMENT_TYPE_MAX = 10;
export const NEWS_ID_MAX = 64;
export const EVENTS_PER_BATCH_MAX = 500;
/** One event's eventData, measured as JSON text. */
export const EVENT_DATA_MAX_CHARS = 8192;
/** Nesting depth of eventData (MongoDB refuses very deep documents). */
export const EVENT_DATA_MAX_DEPTH = 8;
/** One report of time spent: a day at most. */
export const TIME_SPENT_MS_MAX = 86_400_000;
export const TIME_SPENT_SECONDS_MAX = 86_400;
export const DAILY_READING_GOAL = 3;
export const ENGAGEMENT_TYPES = ['viewed', 'read'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
/** The header the client sends its IANA time zone in (streak days are the user's calendar days). */
export const TIME_ZONE_HEADER = 'x-time-zone';

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

/** Size and key checks of eventData in one cheap walk (no JSON.stringify of the whole batch). */
function eventDataProblem(value: unknown): string | null {
  let chars = 0;
  const walk = (node: unknown, depth: number): string | null => {
    if (depth > EVENT_DATA_MAX_DEPTH) return `eventData is nested more than ${EVENT_DATA_MAX_DEPTH} levels`;
    if (node === null || typeof node === 'boolean' || typeof node === 'number') {
      chars += 8;
    } else if (typeof node === 'string') {
      chars += node.length + 2;
    } else if (Array.isArray(node)) {
      chars += 2;
      for (const item of node) {
        const problem = walk(item, depth + 1);
        if (problem) return problem;
      }
    } else if (typeof node === 'object') {
      chars += 2;
      for (const key in node) {
        // MongoDB (and FerretDB) reserve `$` keys and read dots as paths.
        if (key.startsWith('$') || key.includes('.')) return `eventData keys cannot start with '$' or contain '.' (${key.slice(0, 40)})`;
        chars += key.length + 3;
        const problem = walk((node as Record<string, unknown>)[key], depth + 1);
        if (problem) return problem;
      }
    } else {
      return 'eventData must be JSON';
    }
    return chars > EVENT_DATA_MAX_CHARS ? `eventData must be at most ${EVENT_DATA_MAX_CHARS} characters of JSON` : null;
  };
  return walk(value, 1);
}

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

/**
 * An IANA time zone name in its usual spelling, or null when Intl does not know it. Intl matches
 * names case-insensitively and may answer an older alias (ICU says Asia/Calcutta for
 * Asia/Kolkata), so only the letter case of its answer is taken.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1, `${TIME_ZONE_HEADER} cannot be empty`)
  .max(64, `${TIME_ZONE_HEADER} must be at most 64 characters`)
  .refine((name) => canonicalTimeZone(name) !== null, { message: `${TIME_ZONE_HEADER} must be an IANA time zone name like Europe/Dublin` });

/** Headers of the read and streak calls; other headers pass through untouched. */
export const timeZoneHeadersSchema = z.looseObject({ [TIME_ZONE_HEADER]: timeZoneSchema.optional() });
