import { describe, expect, it } from 'vitest';
import { emptyResultsText, resultsCount, resultsHeading } from './result-texts';

describe('results heading and count (spec section 2)', () => {
  it("reads 'Top Stories' for top news, 'Breaking News' for breaking news, else the category's name", () => {
    expect(resultsHeading('top news')).toBe('Top Stories');
    expect(resultsHeading('breaking news')).toBe('Breaking News');
    expect(resultsHeading('technology')).toBe('Technology');
    expect(resultsHeading('food')).toBe('Food');
  });

  it("counts 'N article(s)', singular for one", () => {
    expect(resultsCount(0, 'top news')).toBe('0 articles');
    expect(resultsCount(1, 'science')).toBe('1 article');
    expect(resultsCount(2, 'science')).toBe('2 articles');
    expect(resultsCount(324, 'top news')).toBe('324 articles');
  });

  it("adds ' • Latest first' for breaking news only", () => {
    expect(resultsCount(1, 'breaking news')).toBe('1 article • Latest first');
    expect(resultsCount(12, 'breaking news')).toBe('12 articles • Latest first');
    expect(resultsCount(12, 'world')).not.toContain('Latest first');
  });
});

describe('empty results (spec section 2)', () => {
  it('say the search found nothing when there is a query', () => {
    expect(emptyResultsText('volcano', 'top news')).toBe('No news found matching your search.');
    expect(emptyResultsText('volcano', 'science')).toBe('No news found matching your search.');
  });

  it('name the category when there is none', () => {
    expect(emptyResultsText('', 'science')).toBe('No articles found for Science.');
    expect(emptyResultsText('', 'breaking news')).toBe('No articles found for Breaking News.');
  });
});
