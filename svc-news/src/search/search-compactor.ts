import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { compareIds } from '../news/compare-ids.js';
import { encodePostings, forEachPosting, isPackable, type Posting } from './posting-blocks.js';
import { afterWord, newVersion, type DirtyNote, type PostingBlock, type SearchIndex, type SearchTerm } from './search-index.js';

/**
 * A word is folded into blocks from this many terms on: fewer read about as fast as a block. (At 32,
 * a 4-letter prefix still read ~130 terms of rare words at 100 000 articles: p95 31 ms against 20.)
 */
export const COMPACT_MIN_TERMS = 8;
/** Entries per block (21 bytes each): a new article rewrites one block of its word, not all. */
export const BLOCK_ENTRIES = 2048;
/** Notes read per round: the more, the fewer words compacted twice (a batch of articles notes most common words). */
const NOTES_PER_ROUND = 1000;
/** Words compacted at once: one word's reads and writes are a chain of round trips, which leaves the engine idle. */
const PARALLEL_WORDS = 4;
/** Ids per conditional delete: FerretDB checks each row's `v` against the whole list. */
const DELETE_BATCH = 500;
/**
 * Folded terms a round holds before it deletes them. Deleted together in article order, an
 * article's terms share table pages; word by word, each delete rewrote a page per term (FerretDB's
 * SQLite, 100 000 articles: terms deleted 3× faster, 10 000 new articles compacted in 103 s, not 123).
 */
const DELETE_HELD = 100_000;

interface Held {
  n: number;
  v: string;
  postings: Map<string, Posting>;
  changed: boolean;
  isNew: boolean;
}

/**
 * Folds the terms of the words noted dirty into their posting blocks, so that a search reads a
 * common word's articles from a few documents instead of one per article. Correct beside readers
 * and other compactors without a lock:
 * - a block is written by a compare-and-set on its `v` (or inserted under a new number), so of two
 *   compactors working on one word the later one's writes fail and it leaves the word for later;
 * - an entry never moves between blocks, so a reader that reads blocks one by one misses none;
 * - the terms are deleted only after the blocks hold them, and only at the version read (`v`), so
 *   a term rewritten meanwhile stays and wins over the block (readers read terms first).
 */
export class SearchCompactor {
  private readonly terms: Model<SearchTerm>;
  private readonly blocks: Model<PostingBlock>;
  private readonly dirty: Model<DirtyNote>;

  constructor(
    private readonly index: SearchIndex,
    private readonly options: { minTerms?: number; blockEntries?: number } = {},
  ) {
    this.terms = index.model;
    this.blocks = index.blocks;
    this.dirty = index.dirty;
  }

  /**
   * Compacts the words of the oldest dirty notes, each word once however many notes name it, then
   * deletes the notes whose words are all done; answers how many it deleted. `stopped` ends it
   * between words (a lost lease, a close): the notes not finished stay for the next round.
   */
  async round(stopped: () => boolean = () => false): Promise<number> {
    const notes = await this.dirty.find({}).limit(NOTES_PER_ROUND).lean<DirtyNote[]>().exec();
    const done = new Set<string>();
    const conflicted: string[] = [];
    const words = [...new Set(notes.flatMap((note) => note.w))];
    const folded = new FoldedTerms((terms) => this.deleteFolded(terms));
    let next = 0;
    const worker = async () => {
      while (next < words.length && !stopped()) {
        const word = words[next++]!;
        const terms = await this.foldWord(word);
        if (terms) await folded.add(terms);
        else conflicted.push(word);
        done.add(word);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_WORDS }, worker));
    await folded.flush();
    // Another compactor was at these words: they are noted again, for a later round.
    if (conflicted.length > 0) await this.index.noteWords(conflicted);
    const finished = notes.filter((note) => note.w.every((word) => done.has(word))).map((note) => note._id);
    for (let i = 0; i < finished.length; i += DELETE_BATCH) await this.dirty.deleteMany({ _id: { $in: finished.slice(i, i + DELETE_BATCH) } }).exec();
    return finished.length;
  }

  /** Rounds until no note is left (or `stopped`); answers how many notes it finished. */
  async drain(stopped: () => boolean = () => false): Promise<number> {
    let finished = 0;
    for (let round = await this.round(stopped); round > 0 && !stopped(); round = await this.round(stopped)) finished += round;
    return finished;
  }

  /** Folds `word`'s terms into its blocks and deletes them; false when another compactor changed the blocks meanwhile. */
  async compactWord(word: string): Promise<boolean> {
    const folded = await this.foldWord(word);
    if (folded) await this.deleteFolded(folded);
    return folded !== undefined;
  }

  /**
   * Folds `word`'s terms into its blocks; answers the terms the blocks now hold, for the caller to
   * delete (undefined when another compactor changed the blocks meanwhile).
   */
  private async foldWord(word: string): Promise<SearchTerm[] | undefined> {
    const ofWord = new RegExp(`^${word} `);
    const terms = (await this.terms.find({ _id: ofWord }).lean<SearchTerm[]>().exec()).filter((term) => isPackable(afterWord(term._id)));
    if (terms.length === 0) return [];
    const stored = await this.blocks.find({ _id: ofWord }).lean<PostingBlock[]>().exec();
    if (stored.length === 0 && terms.filter((term) => !term.g).length < (this.options.minTerms ?? COMPACT_MIN_TERMS)) {
      // Too few to fold: only the marks of lost words go, as no block holds their entries.
      return terms.filter((term) => term.g);
    }
    const held = heldBlocks(stored);
    const where = new Map<string, Held>();
    for (const block of held) {
      for (const id of [...block.postings.keys()]) {
        // An entry in two blocks (never written so, but cheap to mend): the first keeps it.
        if (where.has(id)) {
          block.postings.delete(id);
          block.changed = true;
        } else where.set(id, block);
      }
    }
    for (const term of terms) this.fold(term, held, where);
    for (const block of held) if (block.changed && !(await this.write(word, block))) return undefined;
    return terms;
  }

  private fold(term: SearchTerm, held: Held[], where: Map<string, Held>): void {
    const id = afterWord(term._id);
    const home = where.get(id);
    if (term.g) {
      if (home?.postings.delete(id)) home.changed = true;
      return;
    }
    const posting: Posting = { id, time: term.t!, sample: term.s === true };
    if (home) {
      const old = home.postings.get(id)!;
      if (old.time !== posting.time || old.sample !== posting.sample) home.changed = true;
      home.postings.set(id, posting);
      return;
    }
    let last = held.at(-1);
    if (!last || last.postings.size >= (this.options.blockEntries ?? BLOCK_ENTRIES)) {
      last = { n: (last?.n ?? -1) + 1, v: '', postings: new Map(), changed: true, isNew: true };
      held.push(last);
    }
    last.postings.set(id, posting);
    last.changed = true;
    where.set(id, last);
  }

  /** Writes one block if nobody else changed it since it was read (or took its number). */
  private async write(word: string, block: Held): Promise<boolean> {
    const fields = { p: encodePostings(block.postings.values()), v: newVersion() };
    const _id = `${word} ${block.n}`;
    if (block.isNew) {
      try {
        await this.blocks.create({ _id, ...fields });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    }
    const { matchedCount } = await this.blocks.updateOne({ _id, v: block.v }, { $set: fields }).exec();
    return matchedCount === 1;
  }

  /** Deletes the terms at the versions read: one written again since stays. */
  private async deleteFolded(terms: readonly SearchTerm[]): Promise<void> {
    for (let i = 0; i < terms.length; i += DELETE_BATCH) {
      const some = terms.slice(i, i + DELETE_BATCH);
      await this.terms.deleteMany({ _id: { $in: some.map((term) => term._id) }, v: { $in: some.map((term) => term.v) } }).exec();
    }
  }
}

/** A round's folded terms, deleted in article order once enough are held (one delete at a time). */
class FoldedTerms {
  private held: SearchTerm[] = [];
  private deleting = Promise.resolve();

  constructor(private readonly deleteAll: (terms: readonly SearchTerm[]) => Promise<void>) {}

  async add(terms: readonly SearchTerm[]): Promise<void> {
    for (const term of terms) this.held.push(term);
    if (this.held.length >= DELETE_HELD) await this.flush();
  }

  flush(): Promise<void> {
    const some = this.held;
    this.held = [];
    this.deleting = this.deleting.then(() => this.deleteAll(inArticleOrder(some)));
    return this.deleting;
  }
}

/** Terms in the order of their articles' ids: how they were inserted, so neighbours share table pages. */
function inArticleOrder(terms: readonly SearchTerm[]): SearchTerm[] {
  return terms
    .map((term) => ({ article: afterWord(term._id), term }))
    .sort((a, b) => compareIds(a.article, b.article))
    .map(({ term }) => term);
}

/** A block's entries by article id. */
function postingsOf(block: PostingBlock): Map<string, Posting> {
  const postings = new Map<string, Posting>();
  forEachPosting(block.p, (id, time, sample) => postings.set(id, { id, time, sample }));
  return postings;
}

/** The stored blocks of one word in number order, decoded. */
function heldBlocks(stored: readonly PostingBlock[]): Held[] {
  return stored
    .map((block) => ({
      n: Number(afterWord(block._id)),
      v: block.v,
      postings: postingsOf(block),
      changed: false,
      isNew: false,
    }))
    .sort((a, b) => a.n - b.n);
}
