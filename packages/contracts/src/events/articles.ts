import { z } from 'zod';
import type { EventMessage } from './streams.js';

// svc-news announces which articles exist; svc-tracking keeps a projection of the ids, so a
// reader's writes (engagement, reads, events) can be refused for an article that does not exist
// without reading svc-news' collections. The events travel through svc-news' outbox; the request
// subjects below are plain NATS request/reply, answered by svc-news, for what the events cannot
// cover: an article stored a moment ago whose event has not arrived yet, and a fresh projection.

export const ARTICLE_PUBLISHED = 'article.published';
export const ARTICLE_REMOVED = 'article.removed';

/** At most this many ids per event or request: a message stays far under NATS' 1 MB payload. */
export const ARTICLE_IDS_PER_MESSAGE_MAX = 500;
/** A page of the id listing (`<prefix>.ids`): 24-character ids, about 140 KB. */
export const ARTICLE_IDS_PAGE_MAX = 5000;

const ids = z.array(z.string().min(1).max(64)).min(1).max(ARTICLE_IDS_PER_MESSAGE_MAX);

export const articlesPublishedSchema = z.object({ ids, at: z.string() });
export type ArticlesPublished = z.infer<typeof articlesPublishedSchema>;

export const articlesRemovedSchema = z.object({ ids, at: z.string() });
export type ArticlesRemoved = z.infer<typeof articlesRemovedSchema>;

/** A batch of new articles; ids are unique per article, so the first one names the batch. */
export function articlesPublished(data: ArticlesPublished): EventMessage<ArticlesPublished> {
  const parsed = articlesPublishedSchema.parse(data);
  return { subject: ARTICLE_PUBLISHED, msgId: `${ARTICLE_PUBLISHED}:${parsed.ids[0]}:${parsed.ids.length}`, data: parsed };
}

/** Removing an article is a fact per article: the same removal twice is one message. */
export function articlesRemoved(data: ArticlesRemoved): EventMessage<ArticlesRemoved> {
  const parsed = articlesRemovedSchema.parse(data);
  return { subject: ARTICLE_REMOVED, msgId: `${ARTICLE_REMOVED}:${parsed.ids[0]}:${parsed.ids.length}`, data: parsed };
}

/** The default prefix of the request subjects; both services read it from ARTICLES_RPC_SUBJECT. */
export const ARTICLES_RPC_SUBJECT_DEFAULT = 'news.articles';

/** ARTICLES_RPC_SUBJECT: dot-separated tokens, no wildcards or spaces (tests give each stack its own). */
export const articlesRpcSubjectVar = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'must be a NATS subject such as news.articles')
  .default(ARTICLES_RPC_SUBJECT_DEFAULT);

/** `<prefix>.lookup`: which of these ids are stored articles (removed ones are not). */
export const articleLookupRequestSchema = z.object({ ids });
export const articleLookupReplySchema = z.object({ known: z.array(z.string()) });
export type ArticleLookupReply = z.infer<typeof articleLookupReplySchema>;

/** `<prefix>.ids`: the stored ids in ascending order after `after`, for a fresh projection. */
export const articleIdsRequestSchema = z.object({ after: z.string().min(1).max(64).optional(), limit: z.number().int().min(1).max(ARTICLE_IDS_PAGE_MAX) });
export const articleIdsReplySchema = z.object({ ids: z.array(z.string()), done: z.boolean() });
export type ArticleIdsReply = z.infer<typeof articleIdsReplySchema>;

/** Request/reply answers that failed: `{ error }` instead of the reply (the asker retries). */
export const articleRpcErrorSchema = z.object({ error: z.string() });

export const articleLookupSubject = (prefix: string) => `${prefix}.lookup`;
export const articleIdsSubject = (prefix: string) => `${prefix}.ids`;
