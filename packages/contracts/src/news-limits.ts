// Limits of svc-news' calls that the browser needs too, without zod (news.ts builds the schemas).

/** POST /api/articles/sync-viewed: ids per call (the client keeps this many viewed ids). */
export const SYNC_VIEWED_MAX = 500;

/** GET /api/news/search: the longest `q` (the search box stops there too). */
export const SEARCH_QUERY_MAX = 200;

/**
 * GET /api/news and GET /api/news/search page with `limit` and `offset`; the first page
 * (offset 0) carries every match's count in this header, so a client can say "N articles"
 * while it shows a page of them.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Stable error codes of svc-news (besides the common AUTH_*, FORBIDDEN, VALIDATION_FAILED). */
export const NEWS_ERROR_CODES = {
  articleNotFound: 'NEWS_ARTICLE_NOT_FOUND',
  bookmarkAlreadyExists: 'BOOKMARK_ALREADY_EXISTS',
  bookmarkNotFound: 'BOOKMARK_NOT_FOUND',
  /** POST /api/topics: the reader already follows or mutes TOPICS_MAX topics (issue 32). */
  topicsLimit: 'TOPICS_LIMIT',
  /** POST /api/topics: a label with no letter or digit to match by. */
  topicLabelInvalid: 'TOPIC_LABEL_INVALID',
} as const;
