import type { Model } from 'mongoose';
import type { NewsRecord } from '../news/news-model.js';
import { abandoned } from './filing-journal.js';
import { FILING_VERSION, type SearchableArticle, type SearchIndex } from './search-index.js';
import { articleWords } from './search-words.js';

/** Articles read, filed and marked at a time: a bounded piece of work per round trip. */
const BACKFILL_BATCH = 500;

/**
 * Files the words of the articles whose filing stopped half-way (noted in the filing journal) and,
 * once per store, of every article not marked `searchFiled: FILING_VERSION` (stored before search
 * had an index, or filed before its terms carried the article's time);
 * marks them and clears them from the journal; answers how many it filed. Run at start-up;
 * `stopped` ends it between batches (at close). Idempotent, so two instances starting together may
 * both file an article: they write the same terms (unique `_id`s) and the same mark.
 */
export async function backfillSearchIndex(
  news: Model<NewsRecord>,
  index: SearchIndex,
  { batch = BACKFILL_BATCH, stopped = () => false, now = Date.now }: { batch?: number; stopped?: () => boolean; now?: () => number } = {},
): Promise<number> {
  const scanned = await index.journal.scanDone('filing');
  const unfiled = scanned ? [] : (await news.find({ searchFiled: { $ne: FILING_VERSION } }, { _id: 1 }).lean().exec()).map((record) => record._id.toString());
  const ids = [...new Set([...unfiled, ...(await index.journal.noted())])];
  let filed = 0;
  for (let i = 0; i < ids.length && !stopped(); i += batch) {
    const some = ids.slice(i, i + batch);
    // Read again by id: an article removed meanwhile is not filed.
    const articles = await news.find({ _id: { $in: some } }, { title: 1, content: 1, publishedAt: 1, sample: 1 }).lean<Array<Pick<NewsRecord, '_id' | 'title' | 'content' | 'publishedAt' | 'sample'>>>().exec();
    // Anew: terms filed before they carried the article's time get it.
    await index.refile(articles);
    await news.updateMany({ _id: { $in: articles.map((article) => article._id) } }, { $set: { searchFiled: FILING_VERSION } }).exec();
    const found = new Set(articles.map((article) => article._id.toString()));
    await index.journal.clear(some.filter((id) => found.has(id) || abandoned(id, now())));
    filed += articles.length;
  }
  if (!scanned && !stopped()) await index.journal.markScanDone('filing');
  if (!stopped() && !(await index.journal.scanDone('blocks'))) await noteEveryWord(news, index, batch, stopped);
  return filed;
}

/**
 * Once per store: every article's words are noted for the compactor, so that the words filed
 * before posting blocks existed are folded into blocks too (search is right without it, and slower).
 */
async function noteEveryWord(news: Model<NewsRecord>, index: SearchIndex, batch: number, stopped: () => boolean): Promise<void> {
  let words: string[] = [];
  let articles = 0;
  for await (const article of news.find({}, { title: 1, content: 1 }).lean<SearchableArticle>().cursor({ batchSize: batch })) {
    if (stopped()) return;
    words.push(...articleWords(article));
    if (++articles % batch === 0) {
      await index.noteWords(words);
      words = [];
    }
  }
  await index.noteWords(words);
  await index.journal.markScanDone('blocks');
}
