import { randomBytes, randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ensureCollection, insertedDespiteDuplicates, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { insertOnce } from './batched-writes.js';
import { FilingJournal } from './filing-journal.js';
import { forEachPosting } from './posting-blocks.js';
import { articleWords, withoutImpliedPrefixes } from './search-words.js';

/**
 * One word of one article: `_id` is `<word> <articleId>`. Read by `_id` prefix (`/^clim/`), which
 * MongoDB answers from the `_id` index and FerretDB v1 too (tools/ferretdb/patches.json); the
 * unique `_id` makes filing idempotent, so two instances filing one article leave one set.
 * Terms are where writes land: the compactor (search-compactor.ts) folds a word's terms into its
 * posting blocks once it has many, and deletes them. A term `gone` says the article lost the word
 * (its entry may be in a block still); `v` is new at every write, so the compactor deletes only
 * the version it folded.
 */
export interface SearchTerm {
  _id: string;
  /** The article's publishedAt (ms) and whether it is a starter sample: search sorts, filters and counts without reading the articles. */
  t?: number;
  s?: boolean;
  g?: boolean;
  v: string;
}

/** A part of one word's postings (posting-blocks.ts): `_id` is `<word> <n>`, `v` new at every write. */
export interface PostingBlock {
  _id: string;
  p: Buffer;
  v: string;
}

/** Words whose terms changed, noted after the terms by each write: the compactor's to-do list. */
export interface DirtyNote {
  _id: string;
  w: string[];
}

export interface SearchableArticle {
  _id: Types.ObjectId | string;
  title: string;
  content: string;
}

/** What filing an article needs: its words and what each term carries. */
export interface FilableArticle extends SearchableArticle {
  publishedAt: Date;
  sample?: boolean;
}

/** What a term tells of its article. */
export interface TermMatch {
  time: number;
  sample: boolean;
}

/** An article whose words are filed is marked `searchFiled: FILING_VERSION` (0 from its insert until then). */
export const FILING_VERSION = 2;

/** Words per dirty note: a note is the compactor's unit of work. */
const NOTE_WORDS = 500;

const termSchema = new Schema<SearchTerm>({ _id: { type: String, required: true }, t: Number, s: Boolean, g: Boolean, v: String }, { collection: 'search_terms', versionKey: false });
const blockSchema = new Schema<PostingBlock>({ _id: { type: String, required: true }, p: { type: Buffer, required: true }, v: { type: String, required: true } }, { collection: 'search_blocks', versionKey: false });
const noteSchema = new Schema<DirtyNote>({ _id: { type: String, required: true }, w: [String] }, { collection: 'search_dirty', versionKey: false });

export function termIds(article: SearchableArticle): string[] {
  const id = article._id.toString();
  return articleWords(article).map((word) => `${word} ${id}`);
}

export const newVersion = () => randomBytes(6).toString('base64url');

export function termRows(article: FilableArticle): SearchTerm[] {
  const carried = { t: article.publishedAt.getTime(), s: article.sample === true };
  return termIds(article).map((_id) => ({ _id, ...carried, v: newVersion() }));
}

/** The word of a term or a block (`<word> <articleId>`, `<word> <n>`). */
export const wordOf = (id: string) => id.slice(0, id.lastIndexOf(' '));
/** What follows the word: the article id of a term, the number of a block. */
export const afterWord = (id: string) => id.slice(id.lastIndexOf(' ') + 1);

/** Word prefixes are letters and digits only (search-words.ts), so none needs escaping. */
export const startingWith = (prefix: string) => new RegExp(`^${prefix}`);

/**
 * Which articles hold a word beginning with a given prefix: the word's terms (`search_terms`) over
 * its posting blocks (`search_blocks`).
 */
export class SearchIndex {
  readonly model: Model<SearchTerm>;
  readonly blocks: Model<PostingBlock>;
  readonly dirty: Model<DirtyNote>;
  /** The articles whose filing may have stopped half-way (read by the start-up backfill). */
  readonly journal: FilingJournal;

  constructor(connection: Connection) {
    this.model = connection.model<SearchTerm>('SearchTerm', termSchema);
    this.blocks = connection.model<PostingBlock>('SearchPostingBlock', blockSchema);
    this.dirty = connection.model<DirtyNote>('SearchDirtyNote', noteSchema);
    this.journal = new FilingJournal(connection);
  }

  async init(): Promise<void> {
    await Promise.all([ensureCollection(this.model), ensureCollection(this.blocks), ensureCollection(this.dirty), this.journal.init()]);
  }

  /** Files the words of new articles; filing an article again (a retry, another instance) adds nothing. */
  async file(articles: readonly FilableArticle[]): Promise<void> {
    const rows = articles.flatMap(termRows);
    await insertOnce(this.model, rows);
    await this.noteDirty(rows);
  }

  /** Files the articles' words anew, over whatever their terms say (a removal that stopped half-way). */
  async refile(articles: readonly FilableArticle[]): Promise<void> {
    const rows = articles.flatMap(termRows);
    await this.writeTerms(rows);
    await this.noteDirty(rows);
  }

  /** Forgets the words the articles hold (their title and content as given). */
  async unfile(articles: readonly SearchableArticle[]): Promise<void> {
    const rows = articles.flatMap(termIds).map(goneRow);
    await this.writeTerms(rows);
    await this.noteDirty(rows);
  }

  /** The terms as given, over whatever is stored under their ids (upserts, in batches). */
  async writeTerms(rows: readonly SearchTerm[]): Promise<void> {
    for (let i = 0; i < rows.length; i += WRITE_BATCH) await upsertAll(this.model, rows.slice(i, i + WRITE_BATCH));
  }

  /** Notes the words of terms just written, for the compactor. */
  async noteDirty(terms: readonly SearchTerm[]): Promise<void> {
    await this.noteWords(terms.map((term) => wordOf(term._id)));
  }

  async noteWords(some: readonly string[]): Promise<void> {
    const words = [...new Set(some)];
    const notes = [];
    for (let i = 0; i < words.length; i += NOTE_WORDS) notes.push({ _id: randomUUID(), w: words.slice(i, i + NOTE_WORDS) });
    if (notes.length > 0) await this.dirty.insertMany(notes, { lean: true });
  }

  /**
   * The ids of the articles that, for every one of `prefixes`, hold a word beginning with it (in
   * any order). May name an article removed meanwhile: callers read the page's articles by
   * these ids.
   */
  async articlesMatching(prefixes: readonly string[]): Promise<Map<string, TermMatch>> {
    const needed = withoutImpliedPrefixes(prefixes);
    if (needed.length === 0) return new Map();
    return intersect(await Promise.all(needed.map((prefix) => this.articlesWithWordStarting(prefix))));
  }

  /** The articles with a word beginning with `prefix`. */
  private async articlesWithWordStarting(prefix: string): Promise<Map<string, TermMatch>> {
    // Terms first: a compaction writes its blocks before it deletes the terms it folded in, so
    // what the terms no longer hold the blocks read after them do.
    const terms = await this.model.find({ _id: startingWith(prefix) }).lean<SearchTerm[]>().exec();
    const blocks = await this.blocks.find({ _id: startingWith(prefix) }).lean<PostingBlock[]>().exec();
    // A term overrides its word's block entry for the article (a common word's blocks hold tens of
    // thousands of entries and its terms few: only the words with terms are looked up).
    const termsByWord = new Map<string, Set<string>>();
    for (const term of terms) {
      const word = wordOf(term._id);
      termsByWord.set(word, (termsByWord.get(word) ?? new Set<string>()).add(afterWord(term._id)));
    }
    const found = new Map<string, TermMatch>();
    for (const block of blocks) {
      const overrides = termsByWord.get(wordOf(block._id));
      forEachPosting(block.p, (id, time, sample) => {
        if (!overrides?.has(id)) found.set(id, { time, sample });
      });
    }
    for (const term of terms) if (!term.g) found.set(afterWord(term._id), { time: term.t!, sample: term.s === true });
    return found;
  }
}

/** Upserts per write command: each is a read and a write in FerretDB. */
const WRITE_BATCH = 1000;

const goneRow = (_id: string): SearchTerm => ({ _id, g: true, v: newVersion() });

/** Each row over what its id holds; a racing first insert of an id (a duplicate key) is retried once as an update. */
async function upsertAll(model: Model<SearchTerm>, rows: readonly SearchTerm[]): Promise<void> {
  const write = () =>
    model.bulkWrite(
      rows.map(({ _id, ...fields }) => ({
        updateOne: { filter: { _id }, update: fields.g ? { $set: fields, $unset: { t: 1, s: 1 } } : { $set: fields, $unset: { g: 1 } }, upsert: true },
      })),
      { ordered: false },
    );
  try {
    await write();
  } catch (error) {
    if (!isDuplicateKeyError(error) && insertedDespiteDuplicates(error) === undefined) throw error;
    await write();
  }
}

/** The entries of the smallest map whose keys every other map has. */
function intersect(sets: Array<Map<string, TermMatch>>): Map<string, TermMatch> {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return new Map([...smallest!].filter(([id]) => others.every((set) => set.has(id))));
}
