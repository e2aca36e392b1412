// Limits of svc-news' calls that the browser needs too, without zod (news.ts builds the schemas).

/** POST /api/articles/sync-viewed: ids per call (the client keeps this many viewed ids). */
export const SYNC_VIEWED_MAX = 500;

/** GET /api/news/search: the longest `q` (the search box stops there too). */
export const SEARCH_QUERY_MAX = 200;
