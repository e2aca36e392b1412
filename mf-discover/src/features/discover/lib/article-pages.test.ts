import { describe, expect, it } from 'vitest';
import { makeArticle } from '@tidings/web-kit/testing/factories';
import type { ArticlePage } from '../api/article-page';
import { mergePages, nextOffset, totalOf } from './article-pages';

const articles = (ids: string[]) => ids.map((id) => makeArticle({ id }));
const page = (ids: string[], offset: number, limit: number, total?: number): ArticlePage => ({ articles: articles(ids), offset, limit, total });

describe('pages of results', () => {
  it('keep each article once when a later page repeats an earlier one (articles published in between)', () => {
    const pages = [page(['a', 'b', 'c'], 0, 3), page(['c', 'd', 'e'], 3, 3)];
    expect(mergePages(pages).map((article) => article.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('continue where the last page ended while pages come full and the total is not reached', () => {
    expect(nextOffset([page(['a', 'b'], 0, 2, 5)])).toBe(2);
    expect(nextOffset([page(['a', 'b'], 0, 2, 5), page(['c', 'd'], 2, 2)])).toBe(4);
  });

  it('end with a short page, at the total, or when a page brings nothing new', () => {
    expect(nextOffset([page(['a'], 0, 2)])).toBeUndefined();
    expect(nextOffset([page(['a', 'b'], 0, 2, 2)])).toBeUndefined();
    // A server that ignores the offset answers the first page again.
    expect(nextOffset([page(['a', 'b'], 0, 2), page(['a', 'b'], 2, 2)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });

  it('count every match as the first page said, never fewer than are loaded', () => {
    expect(totalOf([page(['a', 'b'], 0, 2, 40)])).toBe(40);
    expect(totalOf([page(['a', 'b'], 0, 2, 1)])).toBe(2);
    expect(totalOf([page(['a', 'b'], 0, 2)])).toBeUndefined();
  });
});
