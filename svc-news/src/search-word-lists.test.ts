import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import { backfillSearchIndex } from './search/backfill-search-index.js';
import { SearchIndex } from './search/search-index.js';
import { article, seed } from './test/articles.js';
import { build, type TestApp } from './test/helper.js';

describe('search index: a common word checked against the rarer word’s articles', () => {
  let t: TestApp;
  let ids: string[];
  /** Reads at most 2 terms of a word before it counts as common. */
  let index: SearchIndex;
  const matching = async (...prefixes: string[]) => [...(await index.articlesMatching(prefixes)).keys()].sort();
  const of = (...picks: number[]) => picks.map((pick) => ids[pick]!).sort();

  beforeAll(async () => {
    t = await build();
    ids = await seed(t.app, [
      article({ title: 'Harbour cranes idle', content: 'Ships wait.' }),
      article({ title: 'Harbour reopens', content: 'A crane is repaired.' }),
      article({ title: 'Harbour fees rise', content: 'Cranberry boats pay more.' }),
      article({ title: 'Harbour tour', content: 'Seals seen.' }),
      article({ title: 'Harbour lights', content: 'Festival tonight.' }),
      article({ title: 'Crane migration', content: 'Birds overhead.' }),
    ]);
    index = new SearchIndex(t.app.news.model.db, { probeTerms: 2 });
  });
  afterAll(() => t.close());

  it('finds what reading every word whole finds, from the word lists of the rarer word’s articles', async () => {
    const wordLists = vi.spyOn(index.words, 'find');
    expect(await matching('harbour', 'crane')).toEqual(of(0, 1));
    expect(await matching('crane', 'harbour')).toEqual(of(0, 1));
    expect(await matching('harbour', 'cranb')).toEqual(of(2));
    expect(await matching('harb', 'seal')).toEqual(of(3));
    expect(wordLists).toHaveBeenCalled();
    wordLists.mockRestore();
    // Both words common: each read whole.
    expect(await matching('harbour', 'cran')).toEqual(of(0, 1, 2));
    expect(await matching('harbour', 'crane', 'birds')).toEqual([]);
  });

  it('reads the common word whole when an article has no word list (filed before they existed)', async () => {
    await index.words.deleteOne({ _id: ids[1] }).exec();
    expect(await matching('harbour', 'crane')).toEqual(of(0, 1));
    expect(await matching('harbour', 'repaired')).toEqual(of(1));

    // The start-up backfill gives it one, once per store.
    await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex);
    expect(await index.words.findById(ids[1]).lean().exec()).toBeNull();
    await t.app.db.collection<{ _id: string }>('search_state').deleteMany({ _id: 'scan-for-word-lists' });
    await backfillSearchIndex(t.app.news.model, t.app.news.searchIndex, { batch: 4 });
    expect((await index.words.findById(ids[1]).lean().exec())!.w).toEqual(['harbour', 'reopens', 'a', 'crane', 'is', 'repaired']);
  });

  it('keeps the word lists in step with rewrites and removals', async () => {
    await t.app.news.upsertByGuidKey([article({ title: 'Harbour fees fall', content: 'Crane hire is cheaper.', guidKey: (await t.app.news.model.findById(ids[2]).lean().exec())!.guidKey })], []);
    expect((await index.words.findById(ids[2]).lean().exec())!.w).toContain('cheaper');
    expect(await matching('harbour', 'cranb')).toEqual([]);
    expect(await matching('harbour', 'cheap')).toEqual(of(2));
    expect(await removeArticle(t.app, ids[0]!)).toBe(true);
    expect(await index.words.findById(ids[0]).lean().exec()).toBeNull();
    expect(await matching('harbour', 'crane')).toEqual(of(1, 2));
  });
});
