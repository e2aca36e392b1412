import { z } from 'zod';
import { SEARCH_QUERY_MAX, SYNC_VIEWED_MAX } from './news-limits.js';

export { NEWS_ERROR_CODES } from './news-limits.js';

export * from './news-limits.js';

// svc-news's API contracts: the article as clients see it (spec section 3) and the request and
// response shapes of /api/news*, /api/bookmarks* and /api/articles*. Services validate with these
// and the frontends import the inferred types.

/** A news article as every /api call answers it. `newsScore` is 0 when the article has none. */
export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  /** ISO 8601. */
  publishedAt: z.string(),
  category: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
  newsScore: z.number(),
  /**
   * A story of the starter set that keeps the app alive offline, not a report of real events:
   * clients show a "Sample story" label. Lists, search and the feed drop them once real news
   * arrives; one still opens by id and stays in bookmarks.
   */
  sample: z.boolean(),
  /** Why the feed shows it ("Because you follow Science · 2 h ago"); only in the feed. */
  reason: z.string().optional(),
  /** How many outlets cover this story (its cluster), when more than one does. */
  sourceCount: z.number().int().min(2).optional(),
  /**
   * Only in the feed, for the signed-in reader: a story they read an article of has this many
   * developments (same-day clusters) that add something since ("Updated: N new developments").
   */
  updates: z.number().int().min(1).optional(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsArticleListSchema = z.array(newsArticleSchema);

export const NEWS_LIST_MAX = 200;
export const NEWS_LIST_DEFAULT = 100;
export const FEED_PAGE_MAX = 50;
export const FEED_PAGE_DEFAULT = 30;

/** The deepest `offset` a list or search pages to (far beyond what a person scrolls). */
export const NEWS_OFFSET_MAX = 10_000;

const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
/** Skips that many of the ordered matches; 0 (the first page) when absent. */
const offset = z.coerce.number().int().min(0).max(NEWS_OFFSET_MAX).default(0);

/**
 * GET /api/news: every article, newest first, at most `limit` from `offset`. The first page
 * (offset 0) sends the count of every article in TOTAL_COUNT_HEADER.
 */
export const newsListQuerySchema = z.object({ limit: limit(NEWS_LIST_MAX, NEWS_LIST_DEFAULT), offset });

/**
 * GET /api/news/search. `q` is trimmed (empty = no text filter); `category` absent or 'top news'
 * = every category; 'breaking news' = the last 24 h ordered by 0.9 × recency + 0.1 × newsScore/10.
 * Paged like the list (`limit`, `offset`; the first page sends every match's count).
 */
export const newsSearchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
  category: z.string().trim().max(60).optional(),
  limit: limit(NEWS_LIST_MAX, NEWS_LIST_DEFAULT),
  offset,
});
export type NewsSearchQuery = z.input<typeof newsSearchQuerySchema>;

/** GET /api/news/filtered: other keys (the client's cache-busting timestamp) are ignored. */
export const feedQuerySchema = z.looseObject({ limit: limit(FEED_PAGE_MAX, FEED_PAGE_DEFAULT) });

export const newsIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/news/{id}/related: the same story from other outlets first, then the same category. */
export const RELATED_MAX = 20;
export const RELATED_DEFAULT = 6;
export const relatedQuerySchema = z.object({ limit: limit(RELATED_MAX, RELATED_DEFAULT) });
export const relatedResponseSchema = z.object({
  /** Other articles of the same story cluster (other outlets), newest first. */
  sameStory: newsArticleListSchema,
  /** Other stories of the article's category, newest first, none of them in sameStory. */
  sameCategory: newsArticleListSchema,
});
export type RelatedResponse = z.infer<typeof relatedResponseSchema>;

/**
 * `takeaways`: up to three key sentences drawn from the article by the summary's extractive
 * method, none repeating the summary, in the article's order (fewer for very short texts; the
 * reader then shows its generic lines).
 */
export const summaryResponseSchema = z.object({ summary: z.string(), takeaways: z.array(z.string()).max(3) });
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;

export const sentimentResponseSchema = z.object({
  sentiment: z.enum(['positive', 'neutral', 'negative']),
  /** −1 … 1; the reader's bar is abs(score) × 100 %. */
  score: z.number().min(-1).max(1),
});
export type SentimentResponse = z.infer<typeof sentimentResponseSchema>;

/** A saved article: the bookmark's own id plus the article. */
export const bookmarkSchema = z.object({ id: z.string(), news: newsArticleSchema, createdAt: z.string() });
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkListSchema = z.array(bookmarkSchema);
export const addBookmarkBodySchema = z.strictObject({ newsId: z.string().min(1).max(64) });
export const bookmarkCheckResponseSchema = z.object({ isBookmarked: z.boolean() });
export type BookmarkCheckResponse = z.infer<typeof bookmarkCheckResponseSchema>;
export const bookmarkRemovedSchema = z.object({ removed: z.literal(true), newsId: z.string() });

/** POST /api/articles/sync-viewed: the client's locally kept viewed ids (bounded). */
export const syncViewedBodySchema = z.strictObject({
  viewedArticleIds: z.array(z.string().min(1).max(64)).max(SYNC_VIEWED_MAX, `At most ${SYNC_VIEWED_MAX} ids per call`),
});
export type SyncViewedBody = z.infer<typeof syncViewedBodySchema>;
/** `added`: ids newly recorded; `ignored`: unknown ids or ones already recorded. */
export const syncViewedResponseSchema = z.object({ added: z.number().int(), ignored: z.number().int() });
export const articleReadResponseSchema = z.object({ newsId: z.string(), recorded: z.boolean() });

export const REACTION_TYPES = ['like', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
/** PUT /api/news/{id}/reaction: set the caller's reaction; null removes it. */
export const reactionBodySchema = z.strictObject({ reactionType: z.enum(REACTION_TYPES).nullable() });
export const reactionResponseSchema = z.object({
  reaction: z.enum(REACTION_TYPES).nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});
export type ReactionResponse = z.infer<typeof reactionResponseSchema>;

