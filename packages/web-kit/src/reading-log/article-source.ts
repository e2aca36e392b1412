import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
// By the package's name: the QueryClient is handed to the page's one tracking-config module.
import { cachedQueryData } from '@tidings/web-kit/tracking/tracking-config';

// Where a read is recorded only the article's id is at hand. Its outlet is in the page's query
// cache: the reader keeps the open article under its own key, the feed its cards; both keys are
// the shared contract's (QUERY_KEYS), so no remote has to hand the outlet over.

const sourceOf = (value: unknown, newsId: string): string | null => {
  const { id, source } = (value ?? {}) as Record<string, unknown>;
  return id === newsId && typeof source === 'string' && source.trim() !== '' ? source : null;
};

/** The outlet of an article the page has loaded, or null when it is not in the cache. */
export function cachedArticleSource(newsId: string): string | null {
  const own = sourceOf(cachedQueryData(QUERY_KEYS.article(newsId)), newsId);
  if (own) return own;
  const feed = cachedQueryData(QUERY_KEYS.feed);
  if (!Array.isArray(feed)) return null;
  for (const article of feed) {
    const source = sourceOf(article, newsId);
    if (source) return source;
  }
  return null;
}
