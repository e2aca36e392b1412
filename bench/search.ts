// GET /api/news/search's database work (NewsRepository.search, 20 a page, samples hidden as in
// steady state) on the embedded FerretDB, on corpora of 10 000 and 100 000 articles (a database
// each) measured side by side, query by query: the word index as shipped, and in the same run the
// regex scan it replaced (a few queries: it reads every article whatever the query). Typical
// queries: a rare story word (5 articles at any size), single words of middling frequency, two
// words in either order, and 4-letter prefixes; common words (in most articles) are timed apart,
// and a common word with a rarer one. After seeding, the compactor folds the words' terms into
// posting blocks, as svc-news does in the background. Also what filing costs an article.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { ROOT, startFerretdb } from '../scripts/engines.js';
import { escapeRegex, NewsRepository, NOT_SAMPLE } from '../svc-news/src/news/news-repository.js';
import { CLIENT_PROJECTION } from '../svc-news/src/news/news-model.js';
import { SearchCompactor } from '../svc-news/src/search/search-compactor.js';
import { measureFiling, seedSearchArticles, STORY_SIZE, storyWord, VOCABULARY } from './search-data.js';
import { percentile, timings } from './stats.js';

const PAGE = 20;
/** The corpus sizes, each in a database of its own, measured side by side. */
const SIZES = [10_000, 100_000] as const;
/** Articles stored the product's way to time filing (as many again stored bare). */
const FILING_SAMPLE = 250;
/** Rounds of the word index over the query set. */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);

/** Five articles each, at any corpus size: a rare name or place. */
const STORIES = [37, 1234, 5555, 9001].map(storyWord);
const TYPICAL = [
  ...STORIES,
  ...[800, 3000, 8000].map((rank) => VOCABULARY[rank]!),
  `${VOCABULARY[200]} ${VOCABULARY[300]}`,
  `${VOCABULARY[300]} ${VOCABULARY[200]}`,
  `${VOCABULARY[50]} ${VOCABULARY[500]}`,
  ...[1000, 2000].map((rank) => VOCABULARY[rank]!.slice(0, 4)),
];
const COMMON = [0, 5].map((rank) => VOCABULARY[rank]!);
/** A word in most articles with a rarer one ("the harbour"). */
const COMMON_WITH_RARER = [`${VOCABULARY[0]} ${VOCABULARY[800]}`, `${STORIES[2]} ${VOCABULARY[5]}`, `${VOCABULARY[1]} ${VOCABULARY[3000]}`];
/** The scan reads every article whatever the query: a few queries tell its cost. */
const SCANNED = [STORIES[0]!, VOCABULARY[800]!, `${VOCABULARY[200]} ${VOCABULARY[300]}`, VOCABULARY[1000]!.slice(0, 4)];

/** The search this replaced: an unanchored case-insensitive regex on title and content. */
async function scanSearch(news: NewsRepository, q: string): Promise<number> {
  const pattern = new RegExp(escapeRegex(q.trim()), 'i');
  const query = { $and: [NOT_SAMPLE, { $or: [{ title: pattern }, { content: pattern }] }] };
  const [, total] = await Promise.all([
    news.model.find(query, CLIENT_PROJECTION).sort({ publishedAt: -1, _id: -1 }).limit(PAGE).lean().exec(),
    news.model.countDocuments(query).exec(),
  ]);
  return total;
}

async function indexSearch(news: NewsRepository, q: string): Promise<number> {
  return (await news.search({ q, limit: PAGE, hideSamples: true })).total ?? 0;
}

interface Timings {
  scan: number[];
  index: number[];
  stories: number[];
  common: number[];
  withRarer: number[];
  matches: number[];
}

const figures = timings;
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

async function timed(task: () => Promise<number>): Promise<[number, number]> {
  const started = performance.now();
  const total = await task();
  return [performance.now() - started, total];
}

const emptyTimings = (): Timings => ({ scan: [], index: [], stories: [], common: [], withRarer: [], matches: [] });

/**
 * The scanned queries by the scan, then rounds of every query by the index (the common words
 * apart), each query on every corpus in turn: side by side, so a machine that slows down or speeds
 * up (shared, noisy) moves both sizes' figures alike instead of the ratio.
 */
async function measure(corpora: readonly NewsRepository[]): Promise<Timings[]> {
  const timings = corpora.map(emptyTimings);
  const each = async (task: (news: NewsRepository) => Promise<number>, record: (times: Timings, time: number, total: number) => void) => {
    for (const [k, news] of corpora.entries()) {
      const [time, total] = await timed(() => task(news));
      record(timings[k]!, time, total);
    }
  };
  for (const news of corpora) await indexSearch(news, TYPICAL[0]!);
  for (const q of SCANNED) await each((news) => scanSearch(news, q), (times, time) => times.scan.push(time));
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of TYPICAL) {
      await each(
        (news) => indexSearch(news, q),
        (times, time, total) => {
          times.index.push(time);
          if (STORIES.includes(q)) times.stories.push(time);
          if (round === 0) times.matches.push(total);
        },
      );
    }
    for (const q of COMMON) await each((news) => indexSearch(news, q), (times, time) => times.common.push(time));
    for (const q of COMMON_WITH_RARER) await each((news) => indexSearch(news, q), (times, time) => times.withRarer.push(time));
  }
  return timings;
}

function report(size: number, timings: Timings): void {
  const matches = [...timings.matches].sort((a, b) => a - b);
  console.log(`${size} articles: typical queries match ${matches[0]}–${matches.at(-1)} articles (median ${percentile(matches, 0.5)}); ${ROUNDS} rounds of ${TYPICAL.length}`);
  const row = (label: string, times: number[]) => {
    const { p50, p95 } = figures(times);
    console.log(`  ${label.padEnd(44)} p50 ${ms(p50)}   p95 ${ms(p95)}   (${times.length} runs)`);
  };
  row('regex scan, as before', timings.scan);
  row('word index, typical queries', timings.index);
  row(`word index, story words (${STORY_SIZE} matches)`, timings.stories);
  row(`word index, common words (${COMMON.length})`, timings.common);
  row(`  a common word with a rarer one (${COMMON_WITH_RARER.length})`, timings.withRarer);
}

/** Seeds `size` articles into a database of their own, times filing, and compacts as svc-news would. */
async function seedCorpus(url: string, size: number): Promise<{ connection: Connection; news: NewsRepository }> {
  const connection = await mongoose.createConnection(url, { dbName: `tidings-news-${size}`, autoIndex: false, autoCreate: false }).asPromise();
  const news = new NewsRepository(connection);
  await news.init();
  const started = performance.now();
  await seedSearchArticles(connection, news, 0, size - FILING_SAMPLE * 2);
  const cost = await measureFiling(connection, news, size - FILING_SAMPLE * 2, FILING_SAMPLE);
  console.log(
    `seeded ${size} articles in ${((performance.now() - started) / 1000).toFixed(0)} s; storing one as ingestion does ` +
      `${cost.filed.toFixed(2)} ms (filing ${cost.terms.toFixed(0)} words) vs ${cost.bare.toFixed(2)} ms for the bare insert`,
  );
  const terms = await news.searchIndex.model.estimatedDocumentCount().exec();
  const folding = performance.now();
  const notes = await new SearchCompactor(news.searchIndex).drain();
  const [left, blocks] = await Promise.all([news.searchIndex.model.estimatedDocumentCount().exec(), news.searchIndex.blocks.estimatedDocumentCount().exec()]);
  console.log(`compacted ${notes} notes in ${((performance.now() - folding) / 1000).toFixed(0)} s: ${terms} terms → ${blocks} posting blocks and ${left} terms left (words in fewer articles)`);
  return { connection, news };
}

export async function benchSearch(): Promise<void> {
  const dir = mkdtempSync(join(ROOT, '.test-engines', 'bench-search-'));
  const mongo = await startFerretdb(join(dir, 'ferretdb'));
  const corpora: Array<{ connection: Connection; news: NewsRepository }> = [];
  try {
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (const size of SIZES) corpora.push(await seedCorpus(mongo.url, size));
    const [small, large] = (await measure(corpora.map(({ news }) => news))) as [Timings, Timings];
    report(SIZES[0], small);
    report(SIZES[1], large);
    const ratio = (key: 'scan' | 'index' | 'stories' | 'common' | 'withRarer') => (figures(large[key]).p95 / figures(small[key]).p95).toFixed(2);
    console.log(`p95 at 100 000 / p95 at 10 000, measured side by side: word index ${ratio('index')} (aim ≤ 2; story words ${ratio('stories')}, common words ${ratio('common')}, a common word with a rarer one ${ratio('withRarer')}), regex scan ${ratio('scan')}`);
    console.log(`p95 regex scan / word index (typical): ${(figures(small.scan).p95 / figures(small.index).p95).toFixed(1)}× at 10 000, ${(figures(large.scan).p95 / figures(large.index).p95).toFixed(1)}× at 100 000`);
    console.log(`machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await Promise.all(corpora.map(({ connection }) => connection.close()));
    await mongo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
