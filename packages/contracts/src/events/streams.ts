/** JetStream streams and the subjects each one keeps. Services create them if missing. */
export const STREAMS = {
  users: { name: 'USERS', subjects: ['user.>'] },
  engagement: { name: 'ENGAGEMENT', subjects: ['engagement.>'] },
  articles: { name: 'ARTICLES', subjects: ['article.>'] },
} as const;

/** A message ready to publish: JetStream drops a second one with the same msgId in its window. */
export interface EventMessage<T> {
  subject: string;
  msgId: string;
  data: T;
}
