import { z } from 'zod';
import type { EventMessage } from './streams.js';

export const USER_PREFERENCES_UPDATED = 'user.preferences.updated';

/** A full snapshot of the preferences after the change, so a consumer can upsert it as is. */
export const userPreferencesUpdatedSchema = z.object({
  userId: z.string(),
  interests: z.array(z.string()),
  followingPersonalities: z.array(z.string()),
  blockedTopics: z.array(z.string()),
  goodNewsMode: z.boolean(),
  darkMode: z.boolean(),
  notificationsEnabled: z.boolean(),
  onboardingCompleted: z.boolean(),
  /**
   * The snapshot's version: strictly increasing per user in the order the changes were stored
   * (svc-auth makes it so across instances and clocks). Consumers keep the newest snapshot: an
   * older one arriving late changes nothing.
   */
  updatedAt: z.string(),
  requestId: z.string().optional(),
});
export type UserPreferencesUpdated = z.infer<typeof userPreferencesUpdatedSchema>;

/**
 * Every change is its own event: the msg id carries a fresh id, because two changes in the same
 * millisecond must not collapse into one (JetStream and the outbox both dedupe on it). A retry of
 * the same stored event reuses its id.
 */
export function userPreferencesUpdated(data: UserPreferencesUpdated, eventId: string = crypto.randomUUID()): EventMessage<UserPreferencesUpdated> {
  return {
    subject: USER_PREFERENCES_UPDATED,
    msgId: `${USER_PREFERENCES_UPDATED}:${data.userId}:${eventId}`,
    data: userPreferencesUpdatedSchema.parse(data),
  };
}
