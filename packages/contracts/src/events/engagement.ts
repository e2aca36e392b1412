import { z } from 'zod';
import type { EventMessage } from './streams.js';

// svc-tracking publishes what a reader did with an article; svc-news keeps, per user, the set of
// viewed and read articles (the feed excludes them) and, per article, engagement counts
// (virality). Consumers must be idempotent: JetStream may redeliver.

export const ENGAGEMENT_VIEWED = 'engagement.viewed';
export const ENGAGEMENT_READ = 'engagement.read';
export const ENGAGEMENT_TIME = 'engagement.time';

const base = {
  userId: z.string().min(1),
  newsId: z.string().min(1),
  sessionId: z.string().optional(),
  /** When it happened, ISO 8601. */
  at: z.string(),
  requestId: z.string().optional(),
};

export const engagementViewedSchema = z.object(base);
export type EngagementViewed = z.infer<typeof engagementViewedSchema>;

export const engagementReadSchema = z.object(base);
export type EngagementRead = z.infer<typeof engagementReadSchema>;

export const engagementTimeSchema = z.object({ ...base, eventId: z.string().min(1), timeSpentMs: z.number().int().min(0) });
export type EngagementTime = z.infer<typeof engagementTimeSchema>;

/** A view is a fact per user and article: the same view published twice is one message. */
export function engagementViewed(data: EngagementViewed): EventMessage<EngagementViewed> {
  return { subject: ENGAGEMENT_VIEWED, msgId: `${ENGAGEMENT_VIEWED}:${data.userId}:${data.newsId}`, data: engagementViewedSchema.parse(data) };
}

/** Reading an article is a fact per user and article, like a view. */
export function engagementRead(data: EngagementRead): EventMessage<EngagementRead> {
  return { subject: ENGAGEMENT_READ, msgId: `${ENGAGEMENT_READ}:${data.userId}:${data.newsId}`, data: engagementReadSchema.parse(data) };
}

/** Time spent is additive, so each report carries its own id. */
export function engagementTime(data: EngagementTime): EventMessage<EngagementTime> {
  return { subject: ENGAGEMENT_TIME, msgId: `${ENGAGEMENT_TIME}:${data.eventId}`, data: engagementTimeSchema.parse(data) };
}
