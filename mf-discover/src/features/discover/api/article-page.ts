import type { NewsArticle } from '@tidings/contracts/news';
import { TOTAL_COUNT_HEADER } from '@tidings/contracts/news-limits';
import { apiResponse } from '@tidings/web-kit/api-client';

// One page of a paged article list (GET /api/news, GET /api/news/search). web-kit's apiGet
// answers the body only; a page also needs the X-Total-Count header, so it reads the response
// itself (apiResponse: the same client, rules and errors).

export interface ArticlePage {
  articles: NewsArticle[];
  /** Where the page starts in the whole list, and how many were asked for. */
  offset: number;
  limit: number;
  /** How many match in all, when the server said (a server without paging does not). */
  total?: number;
}

/** An answer that is not a list of articles cannot be shown as results. */
export class ArticleListFormatError extends Error {
  constructor() {
    super('The answer is not a list of articles');
    this.name = 'ArticleListFormatError';
  }
}

const isArticle = (value: unknown): value is NewsArticle =>
  typeof value === 'object' && value !== null && typeof (value as NewsArticle).id === 'string' && typeof (value as NewsArticle).title === 'string';

function parseTotal(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const total = Number(header);
  return Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

export async function fetchArticlePage(url: string, { offset, limit, signal }: { offset: number; limit: number; signal?: AbortSignal }): Promise<ArticlePage> {
  const response = await apiResponse(url, { signal });
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new ArticleListFormatError();
  // Entries without an id or a title cannot be cards; zod stays out of the screen's first load.
  return { articles: body.filter(isArticle), offset, limit, total: parseTotal(response.headers.get(TOTAL_COUNT_HEADER)) };
}
