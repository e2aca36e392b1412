import { BREAKING_NEWS, TOP_NEWS, categoryLabel, type BrowseCategory } from './categories';

// The texts of spec section 2, "Search and browse screen", word for word.

export function resultsHeading(category: BrowseCategory): string {
  if (category === TOP_NEWS) return 'Top Stories';
  if (category === BREAKING_NEWS) return 'Breaking News';
  return categoryLabel(category);
}

/** 'N article(s)', plus ' • Latest first' for breaking news (its order is the freshest first). */
export function resultsCount(count: number, category: BrowseCategory): string {
  const articles = `${count} ${count === 1 ? 'article' : 'articles'}`;
  return category === BREAKING_NEWS ? `${articles} • Latest first` : articles;
}

export function emptyResultsText(query: string, category: BrowseCategory): string {
  return query ? 'No news found matching your search.' : `No articles found for ${categoryLabel(category)}.`;
}

export const LOAD_ERROR_TEXT = 'Failed to load news. Please try again.';
