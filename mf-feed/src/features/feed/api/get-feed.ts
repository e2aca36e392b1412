import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { NewsArticle } from '@tidings/contracts/news';
import { apiGet } from '@tidings/web-kit/api-client';
import { takeEarly } from '@tidings/web-kit/early-answer';
import { useUser } from '@tidings/web-kit/user';

/** The spec's feed error (section 8): an answer that is not a list is as bad as a non-ok one. */
export class FeedFormatError extends Error {
  constructor() {
    super('The feed answer is not a list of articles');
    this.name = 'FeedFormatError';
  }
}

const isArticle = (value: unknown): value is NewsArticle =>
  typeof value === 'object' && value !== null && typeof (value as NewsArticle).id === 'string' && typeof (value as NewsArticle).title === 'string';

/**
 * GET /api/news/filtered?{timestamp}: the personalised feed, already without what was viewed or
 * read. The timestamp defeats any cache between us and svc-news. Entries without an id or a title
 * cannot be shown as cards and are skipped (zod stays out of the browser bundle). The first
 * fetch takes the request the shell started while the page was starting, if it is fresh.
 */
export async function getFeed({ signal }: { signal?: AbortSignal } = {}): Promise<NewsArticle[]> {
  const path = QUERY_KEYS.feed[0];
  const early = takeEarly(path);
  const body = await apiGet<unknown>(early?.url ?? `${path}?${Date.now()}`, { signal, started: early?.response });
  if (!Array.isArray(body)) throw new FeedFormatError();
  return body.filter(isArticle);
}

export const feedQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.feed,
  queryFn: getFeed,
});

/** The feed, fetched only for a signed-in user (spec section 6). */
export function useFeed() {
  const { data: user } = useUser();
  return useQuery({ ...feedQueryOptions, enabled: Boolean(user) });
}
