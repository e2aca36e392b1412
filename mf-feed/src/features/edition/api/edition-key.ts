/**
 * GET /api/edition's query key. Its own module: the reader's topic control invalidates it without
 * loading the edition's code.
 */
export const EDITION_QUERY_KEY = ['/api/edition'] as const;
