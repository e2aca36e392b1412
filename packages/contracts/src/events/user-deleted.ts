import { z } from 'zod';
import type { EventMessage } from './streams.js';

export const USER_DELETED = 'user.deleted';

/**
 * The account is gone: every service erases that user's rows and forgets them in its caches.
 * Erasing is idempotent (a redelivery or a replay finds nothing left to delete).
 */
export const userDeletedSchema = z.object({
  userId: z.string().min(1),
  deletedAt: z.string(),
  requestId: z.string().optional(),
});
export type UserDeleted = z.infer<typeof userDeletedSchema>;

/** One msg id per user: the same deletion enqueued twice is one message. */
export function userDeleted(data: UserDeleted): EventMessage<UserDeleted> {
  return { subject: USER_DELETED, msgId: `${USER_DELETED}:${data.userId}`, data: userDeletedSchema.parse(data) };
}
