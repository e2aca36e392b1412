import { CATEGORIES, DEFAULT_CATEGORY, type Category } from '@tidings/contracts/catalogue';
import type { NewsArticle } from '@tidings/contracts/news';

/** 'top news' (no category filter, spec section 9) or one of the spec's categories. */
export type BrowseCategory = typeof DEFAULT_CATEGORY | Category;

export const TOP_NEWS = DEFAULT_CATEGORY;
export const BREAKING_NEWS = 'breaking news' satisfies Category;

/** How a chip and a heading write a category: 'breaking news' → 'Breaking News'. */
export function categoryLabel(category: string): string {
  return category.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * Spec section 5: a category is offered only when some article's category contains its name,
 * case-insensitively; in the spec's order.
 */
export function availableCategories(articles: ReadonlyArray<Pick<NewsArticle, 'category'>>): Category[] {
  const present = new Set(articles.map((article) => article.category.toLowerCase()));
  return CATEGORIES.filter((name) => [...present].some((category) => category.includes(name)));
}

/** The category a URL names: case and spaces forgiven, anything unknown means top news. */
export function parseCategory(raw: string | null | undefined): BrowseCategory {
  const wanted = raw?.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return (CATEGORIES as readonly string[]).includes(wanted ?? '') ? (wanted as Category) : TOP_NEWS;
}
