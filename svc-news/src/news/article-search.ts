import type { Model, QueryFilter } from 'mongoose';
import { DEFAULT_CATEGORY } from '@tidings/contracts/catalogue';
import { breakingScore, recencyScore } from '../ingestion/scores.js';
import { BATCH } from '../search/batched-writes.js';
import type { SearchIndex, TermMatch } from '../search/search-index.js';
import { queryWords } from '../search/search-words.js';
import { CLIENT_PROJECTION, isNewsId, type ClientFields, type NewsRecord } from './news-model.js';
import { compareIds } from './compare-ids.js';
import { NOT_SAMPLE, type ArticlePage, type SearchOptions } from './news-repository.js';

const BREAKING_WINDOW_MS = 24 * 3_600_000;
/** The breaking view ranks at most this many of the last day's articles (newest first). */
const BREAKING_SCAN_MAX = 2000;

type Dated = { _id: NewsRecord['_id'] | string; publishedAt: Date };

/** The lists' order: newest first, `_id` descending for equal times. */
const newestFirst = (a: Dated, b: Dated) => b.publishedAt.getTime() - a.publishedAt.getTime() || compareIds(b._id.toString(), a._id.toString());

/**
 * Articles holding, for every word of `q`, a word of title or content that begins with it (any
 * order, case and diacritics ignored; read from the search index), and a category filter (see
 * the contract). Only `q`'s words of 2 characters or more count, the first 8 (queryWords); a `q`
 * with none (punctuation, single letters) matches nothing and reads nothing: looking for it as
 * literal text would scan every article.
 */
export async function searchArticles(model: Model<NewsRecord>, index: SearchIndex, options: SearchOptions): Promise<ArticlePage> {
  const { q, category, limit, offset = 0, hideSamples = false, now = new Date() } = options;
  const filters: QueryFilter<NewsRecord>[] = hideSamples ? [NOT_SAMPLE] : [];
  const text = q?.trim();
  const words = text ? queryWords(text) : [];
  if (text && words.length === 0) return { items: [], total: offset === 0 ? 0 : undefined };
  const wanted = category?.trim().toLowerCase();
  const breaking = wanted === 'breaking news';
  const byCategory = !breaking && Boolean(wanted) && wanted !== DEFAULT_CATEGORY;
  if (breaking) filters.push({ publishedAt: { $gte: new Date(now.getTime() - BREAKING_WINDOW_MS), $lte: now } });
  else if (byCategory) filters.push({ $or: [{ category: wanted }, { categories: wanted }] });
  const filter = filters.length === 0 ? {} : filters.length === 1 ? filters[0]! : { $and: filters };
  const page = { offset, limit };

  if (words.length > 0) {
    const found = await index.articlesMatching(words);
    const ids = [...found.keys()].filter(isNewsId);
    if (breaking) return rankBreaking((await readByIds<ClientFields>(model, ids, filter, CLIENT_PROJECTION)).sort(newestFirst).slice(0, BREAKING_SCAN_MAX), now, page);
    // The matches' times (from their terms, or read when a category must be checked), then the
    // page's articles: the count needs every match, the page few.
    const matches = byCategory ? await readByIds<Dated>(model, ids, filter, { publishedAt: 1 }) : ids.flatMap((id) => datedByTerm(id, found.get(id)!, hideSamples));
    matches.sort(newestFirst);
    const pageIds = matches.slice(offset, offset + limit).map((match) => match._id.toString());
    const articles = new Map((await readByIds<ClientFields>(model, pageIds, {}, CLIENT_PROJECTION)).map((article) => [article._id.toString(), article]));
    // An article removed between the two reads drops out of the page.
    const items = pageIds.flatMap((id) => articles.get(id) ?? []);
    return { items, total: offset === 0 ? matches.length : undefined };
  }
  if (!breaking) {
    const [items, total] = await Promise.all([
      model.find(filter, CLIENT_PROJECTION).sort({ publishedAt: -1, _id: -1 }).skip(offset).limit(limit).lean<ClientFields[]>().exec(),
      offset === 0 ? model.countDocuments(filter).exec() : undefined,
    ]);
    return { items, total };
  }
  const recent = await model.find(filter, CLIENT_PROJECTION).sort({ publishedAt: -1, _id: -1 }).limit(BREAKING_SCAN_MAX).lean<ClientFields[]>().exec();
  return rankBreaking(recent, now, page);
}

/** A match dated by its term, unless it is a sample that is hidden. */
function datedByTerm(id: string, match: TermMatch, hideSamples: boolean): Dated[] {
  if (hideSamples && match.sample) return [];
  return [{ _id: id, publishedAt: new Date(match.time) }];
}

/**
 * The breaking order of the last day's articles (newest first, at most BREAKING_SCAN_MAX).
 * Recency changes with the clock, so the order is computed now, not stored. Every article's
 * recency falls at the same rate, so the order holds from one page to the next.
 */
function rankBreaking(recent: ClientFields[], now: Date, { offset, limit }: { offset: number; limit: number }): ArticlePage {
  const score = (record: ClientFields) => breakingScore(recencyScore(record.publishedAt, now), record.newsScore);
  const items = recent
    .map((record) => ({ record, score: score(record) }))
    .sort((a, b) => b.score - a.score || b.record.publishedAt.getTime() - a.record.publishedAt.getTime() || compareIds(b.record._id.toString(), a.record._id.toString()))
    .slice(offset, offset + limit)
    .map(({ record }) => record);
  return { items, total: offset === 0 ? recent.length : undefined };
}

/** The articles among `ids` that pass `filter`, in chunks that FerretDB reads through its `_id` index. */
async function readByIds<T>(model: Model<NewsRecord>, ids: readonly string[], filter: QueryFilter<NewsRecord>, projection: Record<string, 1>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    // `_id` at the top level, where the FerretDB patch looks for it.
    rows.push(...(await model.find({ _id: { $in: ids.slice(i, i + BATCH) }, ...filter }, projection).lean<T[]>().exec()));
  }
  return rows;
}
