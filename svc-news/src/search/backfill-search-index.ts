import type { Model } from 'mongoose';
import type { NewsRecord } from '../news/news-model.js';
import { abandoned } from './filing-journal.js';
import { FILING_VERSION, type SearchIndex } from './search-index.js';

/** Articles read, filed and marked at a time: a bounded piece of work per round trip. */
const BACKFILL_BATCH = 500;

/**
 * Files the words of the articles whose filing stopped half-way (noted in the filing journal: an
 * insert or a removal that stopped between its article and its words), marks them and clears them
 * from the journal; answers how many it filed. Run at start-up; `stopped` ends it between batches
 * (at close). Idempotent, so two instances starting together may both file an article: they write
 * the same terms (unique `_id`s) and the same mark.
 */
export async function backfillSearchIndex(
  news: Model<NewsRecord>,
  index: SearchIndex,
  { batch = BACKFILL_BATCH, stopped = () => false, now = Date.now }: { batch?: number; stopped?: () => boolean; now?: () => number } = {},
): Promise<number> {
  const ids = await index.journal.noted();
  let filed = 0;
  for (let i = 0; i < ids.length && !stopped(); i += batch) {
    const some = ids.slice(i, i + batch);
    // Read again by id: an article removed meanwhile is not filed.
    const articles = await news.find({ _id: { $in: some } }, { title: 1, content: 1, publishedAt: 1, sample: 1 }).lean<Array<Pick<NewsRecord, '_id' | 'title' | 'content' | 'publishedAt' | 'sample'>>>().exec();
    // Anew, over whatever the terms say: a removal that stopped after its words left them gone.
    await index.refile(articles);
    await news.updateMany({ _id: { $in: articles.map((article) => article._id) } }, { $set: { searchFiled: FILING_VERSION } }).exec();
    const found = new Set(articles.map((article) => article._id.toString()));
    await index.journal.clear(some.filter((id) => found.has(id) || abandoned(id, now())));
    filed += articles.length;
  }
  return filed;
}
