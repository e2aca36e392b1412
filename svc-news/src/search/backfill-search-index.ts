import type { Model } from 'mongoose';
import type { NewsRecord } from '../news/news-model.js';
import type { SearchIndex } from './search-index.js';

/** Articles read, filed and marked at a time: a bounded piece of work per round trip. */
const BACKFILL_BATCH = 500;

/**
 * Files the words of every article not marked `searchFiled` — stored before search had an index,
 * or whose filing stopped half-way — then marks them; answers how many it filed. Run at start-up; `stopped` ends it between batches (at close).
 * Idempotent, so two instances starting together may both file an article: they write the same
 * terms (unique `_id`s) and the same mark.
 */
export async function backfillSearchIndex(
  news: Model<NewsRecord>,
  index: SearchIndex,
  { batch = BACKFILL_BATCH, stopped = () => false }: { batch?: number; stopped?: () => boolean } = {},
): Promise<number> {
  const unfiled = await news.find({ searchFiled: { $ne: true } }, { _id: 1 }).lean().exec();
  let filed = 0;
  for (let i = 0; i < unfiled.length && !stopped(); i += batch) {
    const ids = unfiled.slice(i, i + batch).map((record) => record._id);
    // Read again by id: an article removed meanwhile is not filed.
    const articles = await news.find({ _id: { $in: ids } }, { title: 1, content: 1 }).lean<Array<Pick<NewsRecord, '_id' | 'title' | 'content'>>>().exec();
    await index.file(articles);
    await news.updateMany({ _id: { $in: articles.map((article) => article._id) } }, { $set: { searchFiled: true } }).exec();
    filed += articles.length;
  }
  return filed;
}
