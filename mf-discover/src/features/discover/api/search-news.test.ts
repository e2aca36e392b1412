import { describe, expect, it } from 'vitest';
import { newsListUrl } from './get-news-list';
import { searchQueryKey, searchUrl } from './search-news';

describe('the search call (spec sections 5 and 7)', () => {
  it('sends the trimmed query and the category', () => {
    expect(searchUrl({ query: '  mars rover ', category: 'science' }, 0)).toBe('/api/news/search?q=mars%20rover&category=science&limit=30');
  });

  it("omits q when the query is empty and category for 'top news'", () => {
    expect(searchUrl({ query: '   ', category: 'breaking news' }, 0)).toBe('/api/news/search?category=breaking%20news&limit=30');
    expect(searchUrl({ query: 'mars', category: 'top news' }, 0)).toBe('/api/news/search?q=mars&limit=30');
  });

  it('encodes what the query holds', () => {
    expect(searchUrl({ query: 'AT&T + 5G?', category: 'top news' }, 0)).toBe('/api/news/search?q=AT%26T%20%2B%205G%3F&limit=30');
  });

  it('asks later pages from where the last ended', () => {
    expect(searchUrl({ query: 'mars', category: 'space' }, 60)).toBe('/api/news/search?q=mars&category=space&limit=30&offset=60');
  });

  it('keeps one cache entry per trimmed query and category', () => {
    expect(searchQueryKey({ query: ' mars ', category: 'space' })).toEqual(searchQueryKey({ query: 'mars', category: 'space' }));
    expect(searchQueryKey({ query: 'mars', category: 'space' })).not.toEqual(searchQueryKey({ query: 'mars', category: 'science' }));
  });
});

describe('the article list call', () => {
  it("is the spec's plain GET /api/news first, then pages from an offset", () => {
    expect(newsListUrl(0)).toBe('/api/news');
    expect(newsListUrl(100)).toBe('/api/news?limit=100&offset=100');
  });
});
