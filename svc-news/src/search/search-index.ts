import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ensureCollection } from '@tidings/service-kit/mongo';
import { BATCH, deleteIds, insertOnce, updateIds } from './batched-writes.js';
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

/** One article's words (`_id` is its id): an intersection checks a common word against these instead of reading it whole. */
interface ArticleWords {
  _id: string;
  w: string[];
}

const termSchema = new Schema<SearchTerm>({ _id: { type: String, required: true }, t: Number, s: Boolean }, { collection: 'search_terms', versionKey: false });
const wordsSchema = new Schema<ArticleWords>({ _id: { type: String, required: true }, w: [String] }, { collection: 'search_articles', versionKey: false });

/**
 * A query word is first read up to this many terms. Read whole, the rarest word's articles are the
 * candidates; a word with more is checked against the candidates' word lists, not read whole.
 */
export const PROBE_TERMS = 1000;

export function termIds(article: SearchableArticle): string[] {
  const id = article._id.toString();
  return articleWords(article).map((word) => `${word} ${id}`);
}

const wordsRow = (article: SearchableArticle): ArticleWords => ({ _id: article._id.toString(), w: articleWords(article) });

export function termRows(article: FilableArticle): SearchTerm[] {
  const carried = { t: article.publishedAt.getTime(), s: article.sample === true };
  return termIds(article).map((_id) => ({ _id, ...carried }));
}

/** Word prefixes are letters and digits only (search-words.ts), so none needs escaping. */
const startingWith = (prefix: string) => new RegExp(`^${prefix}`);

/** Which articles hold a word beginning with a given prefix (`search_terms`), and each article's words (`search_articles`). */
export class SearchIndex {
  readonly model: Model<SearchTerm>;
  readonly words: Model<ArticleWords>;
  /** The articles whose filing may have stopped half-way (read by the start-up backfill). */
  readonly journal: FilingJournal;

  /** How many terms of each query word are read first (PROBE_TERMS; tests make it small; 0 reads every word whole, as before word lists). */
  private readonly probeTerms: number;

  constructor(connection: Connection, { probeTerms = PROBE_TERMS }: { probeTerms?: number } = {}) {
    this.probeTerms = probeTerms;
    this.model = connection.model<SearchTerm>('SearchTerm', termSchema);
    this.words = connection.model<ArticleWords>('SearchArticleWords', wordsSchema);
    this.journal = new FilingJournal(connection);
  }

  async init(): Promise<void> {
    await Promise.all([ensureCollection(this.model), ensureCollection(this.words), this.journal.init()]);
  }

  /** Files the articles' words; filing an article again (a retry, another instance) adds nothing. */
  async file(articles: readonly FilableArticle[]): Promise<void> {
    await this.fileWordLists(articles);
    await this.insertTerms(articles.flatMap(termRows));
  }

  /** The articles' word lists alone; an article that has one keeps it. */
  fileWordLists(articles: readonly SearchableArticle[]): Promise<void> {
    return insertOnce(this.words, articles.map(wordsRow));
  }

  /** Files the articles' words anew: their terms filed before terms carried a time get one. */
  async refile(articles: readonly FilableArticle[]): Promise<void> {
    await this.unfile(articles);
    await this.file(articles);
  }

  /**
   * After a rewrite: files the new words first, then forgets the words it lost, so the words it
   * keeps never leave the index. A new time or sample flag, which every term carries, is written
   * over its terms in place. Answers whether it wrote anything (an unchanged article: nothing).
   */
  async rewrite(before: FilableArticle, after: FilableArticle): Promise<boolean> {
    const textChanged = before.title !== after.title || before.content !== after.content;
    const carriedChanged = before.publishedAt.getTime() !== after.publishedAt.getTime() || Boolean(before.sample) !== Boolean(after.sample);
    if (!textChanged && !carriedChanged) return false;
    if (textChanged) {
      const { _id, w } = wordsRow(after);
      await this.words.updateOne({ _id }, { $set: { w } }, { upsert: true }).exec();
    }
    const rows = termRows(after);
    await this.insertTerms(rows);
    if (carriedChanged && rows.length > 0) await updateIds(this.model, rows.map((row) => row._id), { t: rows[0]!.t, s: rows[0]!.s });
    const kept = new Set(rows.map((row) => row._id));
    await this.deleteTerms(termIds(before).filter((id) => !kept.has(id)));
    return true;
  }

  /** Forgets the words the articles hold (their title and content as given). */
  async unfile(articles: readonly SearchableArticle[]): Promise<void> {
    await this.deleteTerms(articles.flatMap(termIds));
    await deleteIds(this.words, articles.map((article) => article._id.toString()));
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
    if (needed.length === 1) return (await this.articlesWithWordStarting(needed[0]!)).found;
    // A word in most articles costs its every term read: read each up to probeTerms first.
    const probes = await Promise.all(needed.map(async (prefix) => ({ prefix, ...(await this.articlesWithWordStarting(prefix, this.probeTerms)) })));
    const whole = probes.filter((probe) => probe.complete);
    const common = probes.filter((probe) => !probe.complete).map((probe) => probe.prefix);
    const readWhole = () => Promise.all(common.map(async (prefix) => (await this.articlesWithWordStarting(prefix)).found));
    if (whole.length === 0) return intersect(await readWhole());
    const candidates = intersect(whole.map((probe) => probe.found));
    if (common.length === 0 || candidates.size === 0) return candidates;
    const wordLists = await this.wordListsOf([...candidates.keys()]);
    // Articles filed before they had a word list: the common words are read whole after all.
    if (wordLists.size < candidates.size) return intersect([candidates, ...(await readWhole())]);
    return new Map([...candidates].filter(([id]) => common.every((prefix) => wordLists.get(id)!.some((word) => word.startsWith(prefix)))));
  }

  /** The articles with a word beginning with `prefix`, from at most `limit` terms (all by default); `complete` unless the limit cut them. */
  private async articlesWithWordStarting(prefix: string, limit = 0): Promise<{ found: Map<string, TermMatch>; complete: boolean }> {
    const query = this.model.find({ _id: startingWith(prefix) });
    if (limit > 0) query.limit(limit + 1);
    const terms = await query.lean<SearchTerm[]>().exec();
    const found = new Map(terms.map((term) => [term._id.slice(term._id.lastIndexOf(' ') + 1), { time: term.t, sample: term.s === true }]));
    return { found, complete: limit === 0 || terms.length <= limit };
  }

  private async wordListsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    const lists = new Map<string, string[]>();
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const row of await this.words.find({ _id: { $in: ids.slice(i, i + BATCH) } }).lean<ArticleWords[]>().exec()) lists.set(row._id, row.w);
    }
    return lists;
  }
}

/** The entries of the smallest map whose keys every other map has. */
function intersect(sets: Array<Map<string, TermMatch>>): Map<string, TermMatch> {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return new Map([...smallest!].filter(([id]) => others.every((set) => set.has(id))));
}

/** "clim climate" needs only "climate": the word that begins with it also begins with "clim". */
export function withoutImpliedPrefixes(prefixes: readonly string[]): string[] {
  const distinct = [...new Set(prefixes)];
  return distinct.filter((prefix) => !distinct.some((other) => other !== prefix && other.startsWith(prefix)));
}
