import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { deleteIds, insertOnce, updateIds } from './batched-writes.js';
import { FilingJournal } from './filing-journal.js';
import { articleWords } from './search-words.js';

/**
 * One word of one article: `_id` is `<word> <articleId>`. Read by `_id` prefix (`/^clim/`), which
 * MongoDB answers from the `_id` index and FerretDB v1 too (tools/ferretdb/patches.json); the
 * unique `_id` makes filing idempotent, so two instances filing one article leave one set.
 */
interface SearchTerm {
  _id: string;
  /** The article's publishedAt (ms) and whether it is a starter sample: search sorts, filters and counts without reading the articles. */
  t?: number;
  s?: boolean;
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

/** What a term tells of its article; no time on a term filed before terms carried one. */
export interface TermMatch {
  time?: number;
  sample: boolean;
}

/** Articles filed with terms that carry their time are marked `searchFiled: FILING_VERSION`; earlier ones `true`. */
export const FILING_VERSION = 2;

const termSchema = new Schema<SearchTerm>({ _id: { type: String, required: true }, t: Number, s: Boolean }, { collection: 'search_terms', versionKey: false });

export function termIds(article: SearchableArticle): string[] {
  const id = article._id.toString();
  return articleWords(article).map((word) => `${word} ${id}`);
}

export function termRows(article: FilableArticle): SearchTerm[] {
  const carried = { t: article.publishedAt.getTime(), s: article.sample === true };
  return termIds(article).map((_id) => ({ _id, ...carried }));
}

/** Word prefixes are letters and digits only (search-words.ts), so none needs escaping. */
const startingWith = (prefix: string) => new RegExp(`^${prefix}`);

/** The `search_terms` collection: which articles hold a word beginning with a given prefix. */
export class SearchIndex {
  readonly model: Model<SearchTerm>;
  /** The articles whose filing may have stopped half-way (read by the start-up backfill). */
  readonly journal: FilingJournal;

  constructor(connection: Connection) {
    this.model = connection.model<SearchTerm>('SearchTerm', termSchema);
    this.journal = new FilingJournal(connection);
  }

  async init(): Promise<void> {
    await Promise.all([ensureCollection(this.model), this.journal.init()]);
  }

  /** Files the articles' words; filing an article again (a retry, another instance) adds nothing. */
  async file(articles: readonly FilableArticle[]): Promise<void> {
    await this.insertTerms(articles.flatMap(termRows));
  }

  /** Files the articles' words anew: their terms filed before terms carried a time get one. */
  async refile(articles: readonly FilableArticle[]): Promise<void> {
    await this.deleteTerms(articles.flatMap(termIds));
    await this.file(articles);
  }

  /**
   * Files the article's words and gives every one of its terms the time and sample flag it has
   * now, in place: its words stay searchable throughout (a rewrite that moves its time).
   */
  async refileInPlace(article: FilableArticle): Promise<void> {
    const rows = termRows(article);
    if (rows.length === 0) return;
    await this.insertTerms(rows);
    const { t, s } = rows[0]!;
    await updateIds(this.model, rows.map((row) => row._id), { t, s });
  }

  /** Forgets the words the articles hold (their title and content as given). */
  async unfile(articles: readonly SearchableArticle[]): Promise<void> {
    await this.deleteTerms(articles.flatMap(termIds));
  }

  insertTerms(rows: readonly SearchTerm[]): Promise<void> {
    return insertOnce(this.model, rows);
  }

  deleteTerms(ids: readonly string[]): Promise<void> {
    return deleteIds(this.model, ids);
  }

  /**
   * The ids of the articles that, for every one of `prefixes`, hold a word beginning with it (in
   * any order). May name an article removed meanwhile: callers read the page's articles by
   * these ids.
   */
  async articlesMatching(prefixes: readonly string[]): Promise<Map<string, TermMatch>> {
    const needed = withoutImpliedPrefixes(prefixes);
    if (needed.length === 0) return new Map();
    const sets = await Promise.all(needed.map((prefix) => this.articlesWithWordStarting(prefix)));
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    return new Map([...smallest!].filter(([id]) => others.every((set) => set.has(id))));
  }

  private async articlesWithWordStarting(prefix: string): Promise<Map<string, TermMatch>> {
    const terms = await this.model.find({ _id: startingWith(prefix) }).lean<SearchTerm[]>().exec();
    return new Map(terms.map((term) => [term._id.slice(term._id.lastIndexOf(' ') + 1), { time: term.t, sample: term.s === true }]));
  }
}

/** "clim climate" needs only "climate": the word that begins with it also begins with "clim". */
export function withoutImpliedPrefixes(prefixes: readonly string[]): string[] {
  const distinct = [...new Set(prefixes)];
  return distinct.filter((prefix) => !distinct.some((other) => other !== prefix && other.startsWith(prefix)));
}
