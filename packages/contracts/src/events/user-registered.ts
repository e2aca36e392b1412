import { z } from 'zod';
import type { EventMessage } from './streams.js';

export const USER_REGISTERED = 'user.registered';

export const userRegisteredSchema = z.object({
  userId: z.string(),
  username: z.string(),
  interests: z.array(z.string()),
  followingPersonalities: z.array(z.string()),
  blockedTopics: z.array(z.string()),
  goodNewsMode: z.boolean(),
  registeredAt: z.string(),
  requestId: z.string().optional(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

export function userRegistered(data: UserRegistered): EventMessage<UserRegistered> {
  return { subject: USER_REGISTERED, msgId: `${USER_REGISTERED}:${data.userId}`, data: userRegisteredSchema.parse(data) };
}
