import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import { decodePostings } from './search/posting-blocks.js';
import { COMPACTION_INTERVAL_MS } from './search/compaction-runner.js';
import { COMPACT_MIN_TERMS, SearchCompactor } from './search/search-compactor.js';
import { wordOf, type SearchIndex } from './search/search-index.js';
import { article, seed } from './test/articles.js';
import { build, type TestApp } from './test/helper.js';

/** Words folded from 2 terms on, 3 articles a block: a handful of articles spans several blocks. */
const compactor = (index: SearchIndex) => new SearchCompactor(index, { minTerms: 2, blockEntries: 3 });

describe('search compaction: words folded into posting blocks', () => {
  let t: TestApp;
  let index: SearchIndex;
  let ids: string[];
  const matching = async (...prefixes: string[]) => [...(await index.articlesMatching(prefixes)).keys()].sort();
  const of = (...picks: number[]) => picks.map((pick) => ids[pick]!).sort();
  /** Each block's article ids, by word. */
  const blocked = async () => {
    const byWord = new Map<string, string[]>();
    for (const block of await index.blocks.find({}).lean().exec()) {
      byWord.set(wordOf(block._id), [...(byWord.get(wordOf(block._id)) ?? []), ...decodePostings(block.p).map((posting) => posting.id)]);
    }
    return byWord;
  };
  const queries = [['harbour'], ['harb', 'crane'], ['crane', 'harbour'], ['cran'], ['seal'], ['ships', 'harbour']];
  const answers = async () => Promise.all(queries.map((query) => matching(...query)));

  beforeAll(async () => {
    t = await build();
    index = t.app.news.searchIndex;
    ids = await seed(t.app, [
      article({ title: 'Harbour cranes idle', content: 'Ships wait.', guidKey: 'compaction:0' }),
      article({ title: 'Harbour reopens', content: 'A crane is repaired.', guidKey: 'compaction:1' }),
      article({ title: 'Harbour fees rise', content: 'Cranberry boats pay more.', guidKey: 'compaction:2' }),
      article({ title: 'Harbour tour', content: 'Seals seen.', guidKey: 'compaction:3' }),
      article({ title: 'Harbour lights', content: 'Ships sail tonight.', guidKey: 'compaction:4' }),
      article({ title: 'Crane migration', content: 'Birds overhead.', guidKey: 'compaction:5' }),
    ]);
  });
  afterAll(() => t.close());

  it('answers every query as the terms did, from blocks, and deletes the folded terms and the notes', async () => {
    const before = await answers();
    expect(before[0]).toEqual(of(0, 1, 2, 3, 4));
    expect(await compactor(index).drain()).toBeGreaterThan(0);
    expect(await index.dirty.countDocuments().exec()).toBe(0);
    const words = await blocked();
    expect(words.get('harbour')!.sort()).toEqual(of(0, 1, 2, 3, 4));
    expect(await index.blocks.countDocuments({ _id: /^harbour / }).exec()).toBe(2);
    expect(await index.model.countDocuments({ _id: /^harbour / }).exec()).toBe(0);
    // A word of one article stays a term: a block would read no faster.
    expect(words.has('seals')).toBe(false);
    expect(await index.model.countDocuments({ _id: /^seals / }).exec()).toBe(1);
    expect(await answers()).toEqual(before);
  });

  it('keeps removals and new articles in step, folded or not yet', async () => {
    // Article 2 goes, and a new one takes its place in the expectations (its words are all new but 'crane').
    expect(await removeArticle(t.app, ids[2]!)).toBe(true);
    ids[2] = (await seed(t.app, [article({ title: 'Marina fees fall', content: 'Crane hire is cheaper.', guidKey: 'compaction:2b' })]))[0]!;
    expect(await removeArticle(t.app, ids[3]!)).toBe(true);
    const [added] = await seed(t.app, [article({ title: 'Harbour crane toppled', content: 'Nobody hurt.', guidKey: 'compaction:6' })]);
    ids.push(added!);
    const expected = [of(0, 1, 4, 6), of(0, 1, 6), of(0, 1, 6), of(0, 1, 2, 5, 6), [], of(0, 4)];
    expect(await answers()).toEqual(expected);
    await compactor(index).drain();
    expect(await answers()).toEqual(expected);
    expect((await blocked()).get('harbour')!.sort()).toEqual(of(0, 1, 4, 6));
    // The marks of lost words were folded and deleted with the terms.
    expect(await index.model.countDocuments({ g: true, _id: /^harbour / }).exec()).toBe(0);
  });

  it('finds an article whose term a compaction folds between the reader’s two reads', async () => {
    const [fresh] = await seed(t.app, [article({ title: 'Harbour pilot boards', content: 'Calm sea.', guidKey: 'compaction:pilot' })]);
    // The reader's second read (whichever collection it is) waits for a whole compaction of the word.
    let reads = 0;
    const spies: Array<{ mockRestore(): void }> = [];
    const secondReadWaits = (model: typeof index.model | typeof index.blocks) => {
      const find = model.find.bind(model) as (...args: unknown[]) => { exec(): Promise<unknown> };
      spies.push(
        vi.spyOn(model, 'find').mockImplementation(((...args: unknown[]) => {
          const query = find(...args);
          if (++reads === 2) {
            const exec = query.exec.bind(query);
            query.exec = async () => {
              for (const spy of spies) spy.mockRestore();
              expect(await compactor(index).compactWord('harbour')).toBe(true);
              return exec();
            };
          }
          return query;
        }) as never),
      );
    };
    secondReadWaits(index.model);
    secondReadWaits(index.blocks);
    try {
      expect(await matching('harbour')).toContain(fresh);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(reads).toBe(2);
    expect(await index.model.countDocuments({ _id: /^harbour / }).exec()).toBe(0);
    expect(await removeArticle(t.app, fresh!)).toBe(true);
  });

  it('keeps a term written again after the compactor read it: it wins over the block, and stays', async () => {
    const compacting = compactor(index);
    const [late] = await seed(t.app, [article({ title: 'Harbour dredging', content: 'Mud moved.', guidKey: 'compaction:7' })]);
    ids.push(late!);
    // The article is removed between the compactor's read of the terms and its writes.
    const update = index.blocks.updateOne.bind(index.blocks);
    const spy = vi.spyOn(index.blocks, 'updateOne').mockImplementationOnce(((...args: Parameters<typeof update>) => ({
      exec: () => removeArticle(t.app, late!).then(() => update(...args).exec()),
    })) as never);
    try {
      await compacting.compactWord('harbour');
    } finally {
      spy.mockRestore();
    }
    expect((await blocked()).get('harbour')).toContain(late);
    expect(await matching('harbour')).not.toContain(late);
    await compacting.drain();
    expect(await matching('harbour')).toEqual(of(0, 1, 4, 6));
    expect((await blocked()).get('harbour')).not.toContain(late);
  });

  it('leaves a word to a later round when another compactor wrote its block after it read it', async () => {
    const [first] = await seed(t.app, [article({ title: 'Harbour ferry delayed', content: 'Fog.', guidKey: 'compaction:8' })]);
    ids.push(first!);
    const slow = compactor(index);
    // Between the slow compactor's reads and its write, a new article comes and another compactor folds both.
    const update = index.blocks.updateOne.bind(index.blocks);
    const spy = vi.spyOn(index.blocks, 'updateOne').mockImplementationOnce(((...args: Parameters<typeof update>) => ({
      exec: async () => {
        spy.mockRestore();
        const [second] = await seed(t.app, [article({ title: 'Harbour ferry cancelled', content: 'Storm.', guidKey: 'compaction:9' })]);
        ids.push(second!);
        expect(await compactor(index).compactWord('harbour')).toBe(true);
        return update(...args).exec();
      },
    })) as never);
    expect(await slow.compactWord('harbour')).toBe(false);
    expect(await matching('harbour', 'ferry')).toEqual(of(8, 9));
    await compactor(index).drain();
    expect((await blocked()).get('harbour')!.sort()).toEqual(of(0, 1, 4, 6, 8, 9));
  });

  it('two compactors at once lose no article and file none twice', async () => {
    const more = await seed(t.app, Array.from({ length: 12 }, (_, i) => article({ title: `Harbour berth ${i} assigned`, content: 'Crane booked.', guidKey: `compaction:berth-${i}` })));
    ids.push(...more);
    await Promise.all([compactor(index).drain(), compactor(index).drain(), compactor(index).compactWord('harbour')]);
    await compactor(index).drain();
    const harbour = (await blocked()).get('harbour')!;
    expect(harbour.length).toBe(new Set(harbour).size);
    expect(harbour.sort()).toEqual(of(0, 1, 4, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21));
    expect(await matching('harbour', 'crane')).toEqual(of(0, 1, 6, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21));
  });
});

describe('search compaction in the service', () => {
  it('folds the words of new articles in the background, within a few compaction intervals', async () => {
    const t = await build();
    try {
      const ids = await seed(t.app, Array.from({ length: COMPACT_MIN_TERMS + 2 }, (_, i) => article({ title: `Lighthouse ${i} repainted`, content: 'White again.' })));
      const index = t.app.news.searchIndex;
      // A round writes the block, then deletes the terms it folded: both, before the deadline.
      const folded = async () => [await index.blocks.countDocuments({ _id: /^lighthouse / }).exec(), await index.model.countDocuments({ _id: /^lighthouse / }).exec()];
      await vi.waitFor(async () => expect(await folded()).toEqual([1, 0]), { timeout: 4 * COMPACTION_INTERVAL_MS, interval: 200 });
      expect([...(await index.articlesMatching(['lighth', 'white'])).keys()].sort()).toEqual([...ids].sort());
    } finally {
      await t.close();
    }
  }, 30_000);
});
