import { z } from 'zod';
import { TOPIC_KINDS } from './briefing-texts.js';
import { REACTION_TYPES } from './news.js';
import { ENGAGEMENT_TYPES } from './tracking-rules.js';
import { PASSWORD_MAX, publicUserSchema } from './user.js';

// The user's data rights: the export (GET /api/user/export) and the deletion (DELETE /api/user).
// Each service answers its own part of the export at USER_DATA_EXPORT_PATH, for the token's user;
// the gateway joins the parts into one file.

export const USER_EXPORT_FORMAT = 'tidings-export/1';
/** Each service's part of the export: outside /api, so the gateway never proxies it as such. */
export const USER_DATA_EXPORT_PATH = '/user-data/export';
/** Rows per collection one export holds; a user past it gets USER_EXPORT_TOO_LARGE, never a cut file. */
export const USER_EXPORT_ROWS_MAX = 100_000;

export const USER_DATA_ERROR_CODES = {
  /** A service did not answer its part: no file rather than a partial one. */
  exportUnavailable: 'USER_EXPORT_UNAVAILABLE',
  exportTooLarge: 'USER_EXPORT_TOO_LARGE',
  /** DELETE /api/user with a password that is not the account's. */
  passwordIncorrect: 'AUTH_PASSWORD_INCORRECT',
} as const;

/** DELETE /api/user: the password confirms it is really the user. */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX * 4),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

const iso = z.string();
const rows = <T extends z.ZodType>(row: T) => z.array(row);

// ---- svc-auth's part --------------------------------------------------------------------------

/** The settings part of a user: what the export lists as preferences. */
const PREFERENCE_FIELDS = {
  interests: true,
  followingPersonalities: true,
  blockedTopics: true,
  darkMode: true,
  notificationsEnabled: true,
  goodNewsMode: true,
  onboardingCompleted: true,
} as const;

export const accountExportSchema = z.object({
  /** The account as GET /api/user answers it, without its preferences (listed apart). */
  profile: publicUserSchema.omit(PREFERENCE_FIELDS),
  preferences: publicUserSchema.pick(PREFERENCE_FIELDS),
  /** Sign-in sessions (devices); their tokens are never exported. */
  loginSessions: rows(z.record(z.string(), z.unknown())),
  /** Personal access tokens: what they are called, may do and when; never their secrets or hashes. Optional: older parts lack it. */
  accessTokens: rows(
    z.object({ name: z.string(), scopes: z.array(z.string()), createdAt: iso, expiresAt: iso.nullable(), lastUsedAt: iso.nullable(), lastUsedAddress: z.string().nullable() }),
  ).optional(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

// ---- svc-news's part --------------------------------------------------------------------------

export const newsExportSchema = z.object({
  bookmarks: rows(z.object({ newsId: z.string(), title: z.string().nullable(), createdAt: iso })),
  reactions: rows(z.object({ newsId: z.string(), reactionType: z.enum(REACTION_TYPES), createdAt: iso })),
  likes: rows(z.object({ newsId: z.string(), createdAt: iso })),
  /** What the feed keeps out of your way: articles you viewed or read. */
  seenArticles: rows(z.object({ newsId: z.string(), kind: z.enum(['viewed', 'read']), at: iso })),
  /** The copy of your preferences the feed ranks with (null when none arrived yet). */
  feedProfile: z
    .object({
      interests: z.array(z.string()),
      followingPersonalities: z.array(z.string()),
      blockedTopics: z.array(z.string()),
      goodNewsMode: z.boolean(),
      updatedAt: iso,
    })
    .nullable(),
  /** Topics you follow or mute (issue 32); a timed mute while it lasts. */
  topics: rows(
    z.object({ key: z.string(), label: z.string(), kind: z.enum(TOPIC_KINDS), rule: z.enum(['follow', 'mute']), until: iso.nullable(), createdAt: iso }),
  ),
  /** When you last opened the inbox (issue 32); null before the first visit. */
  inboxLastVisitAt: iso.nullable(),
  /** Your daily editions still kept (issue 32): the stories each was built with, for two days after the next one was due. */
  editions: rows(z.object({ date: z.string(), timeZone: z.string(), builtAt: iso, articleIds: z.array(z.string()) })),
});
export type NewsExport = z.infer<typeof newsExportSchema>;

// ---- svc-tracking's part ----------------------------------------------------------------------

export const trackingExportSchema = z.object({
  readingSessions: rows(
    z.object({ sessionId: z.string(), platform: z.string(), isActive: z.boolean(), sessionStartTs: iso, sessionEndTs: iso.nullable(), lastActivityAt: iso }),
  ),
  events: rows(
    z.object({ eventId: z.string(), sessionId: z.string(), storyId: z.string().nullable(), eventType: z.string(), eventData: z.record(z.string(), z.unknown()), ts: iso }),
  ),
  engagement: rows(
    z.object({ newsId: z.string(), sessionId: z.string(), engagementType: z.enum(ENGAGEMENT_TYPES), viewedAt: iso, readAt: iso.nullable(), timeSpentMs: z.number() }),
  ),
  reads: rows(z.object({ newsId: z.string(), readAt: iso, timeSpentSeconds: z.number(), lastAccessedAt: iso, lastReadDay: z.string() })),
  readingDays: rows(z.object({ day: z.string(), timeZone: z.string() })),
  seenHistory: rows(
    z.object({ storyId: z.string(), sessionId: z.string(), engagementOutcome: z.string(), dwellMs: z.number(), opened: z.boolean(), saved: z.boolean(), reacted: z.boolean(), ts: iso }),
  ),
});
export type TrackingExport = z.infer<typeof trackingExportSchema>;

// ---- The file --------------------------------------------------------------------------------

export const userExportSchema = z.object({
  format: z.literal(USER_EXPORT_FORMAT),
  exportedAt: iso,
  userId: z.string(),
  account: accountExportSchema,
  news: newsExportSchema,
  tracking: trackingExportSchema,
});
export type UserExport = z.infer<typeof userExportSchema>;

/** The download's file name: `tidings-export-2026-05-01.json`. */
export function exportFileName(at: Date): string {
  return `tidings-export-${at.toISOString().slice(0, 10)}.json`;
}
