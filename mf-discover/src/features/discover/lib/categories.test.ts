import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { availableCategories, categoryLabel, parseCategory } from './categories';

const withCategories = (...categories: string[]) => categories.map((category) => ({ category }));

describe('the category chip rule (spec section 5)', () => {
  it('offers a category only when some article belongs to it', () => {
    expect(availableCategories(withCategories('science', 'sports', 'science'))).toEqual(['sports', 'science']);
    expect(availableCategories([])).toEqual([]);
  });

  it("matches when an article's category contains the name, case-insensitively", () => {
    expect(availableCategories(withCategories('Breaking News Today', 'TECHNOLOGY'))).toEqual(['breaking news', 'technology']);
    // 'Space science' contains two names; 'world cup' contains 'world'.
    expect(availableCategories(withCategories('Space Science', 'world cup'))).toEqual(['science', 'world', 'space']);
  });

  it('keeps the spec order whatever the order of the articles', () => {
    const everything = withCategories(...[...CATEGORIES].reverse());
    expect(availableCategories(everything)).toEqual([...CATEGORIES]);
  });

  it('does not offer a category no article mentions', () => {
    expect(availableCategories(withCategories('weather', 'opinion'))).toEqual([]);
  });
});

describe('category names', () => {
  it('are written as the chips show them', () => {
    expect(categoryLabel('top news')).toBe('Top News');
    expect(categoryLabel('breaking news')).toBe('Breaking News');
    expect(categoryLabel('technology')).toBe('Technology');
  });

  it('are read from the URL forgivingly; anything unknown is top news', () => {
    expect(parseCategory('technology')).toBe('technology');
    expect(parseCategory(' Breaking  News ')).toBe('breaking news');
    expect(parseCategory('breaking-news')).toBe('breaking news');
    expect(parseCategory('top news')).toBe('top news');
    expect(parseCategory('weather')).toBe('top news');
    expect(parseCategory(null)).toBe('top news');
  });
});
