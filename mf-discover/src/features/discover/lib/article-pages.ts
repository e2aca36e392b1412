import type { NewsArticle } from '@tidings/contracts/news';
import type { ArticlePage } from '../api/article-page';

// Pages are asked for by offset. An article published between two pages shifts the later ones
// down, so a page may repeat the last one's tail: the list keeps each article once.

export function mergePages(pages: readonly ArticlePage[]): NewsArticle[] {
  const seen = new Set<string>();
  const articles: NewsArticle[] = [];
  for (const page of pages) {
    for (const article of page.articles) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
  }
  return articles;
}

/** Every match, as the first page said; at least as many as are loaded. */
export function totalOf(pages: readonly ArticlePage[]): number | undefined {
  const total = pages[0]?.total;
  return total === undefined ? undefined : Math.max(total, mergePages(pages).length);
}

/** The offset of the next page, or undefined when the list is complete. */
export function nextOffset(pages: readonly ArticlePage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.articles.length < last.limit) return undefined;
  const offset = last.offset + last.articles.length;
  const total = pages[0]?.total;
  if (total !== undefined && offset >= total) return undefined;
  // A page that brought nothing new (a server that ignores the offset) ends the list.
  if (pages.length > 1 && mergePages(pages).length === mergePages(pages.slice(0, -1)).length) return undefined;
  return offset;
}
