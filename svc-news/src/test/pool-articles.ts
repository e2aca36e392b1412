import { toPoolArticle, type PoolArticle } from '../feed/pool-article.js';

let n = 0;

/** A candidate as the feed's pool holds it, with a fresh id: for the story view's unit tests. */
export function poolArticle(title: string, content: string, publishedAt: number, { source = 'Outlet A', clusterId = 'c' } = {}): PoolArticle {
  const id = (++n).toString(16).padStart(24, '0');
  return toPoolArticle({
    _id: { toString: () => id } as never,
    title,
    content,
    image_url: null,
    publishedAt: new Date(publishedAt),
    category: 'world',
    source,
    sourceUrl: `https://outlet.example/${id}`,
    newsScore: 5,
    categories: ['world'],
    autoTags: [],
    clusterId,
    credibilityScore: 0.8,
    sentiment: 'neutral',
    personalities: [],
    createdAt: new Date(publishedAt),
    sample: false,
  });
}
