// The search benchmark's articles: words drawn from a generated 20 000-word vocabulary by Zipf's
// law (a few words in most articles, most words in few, as in news text), plus one "story" word
// that exactly five articles share whatever the corpus size (a rare name or place).
import type { Connection } from 'mongoose';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import type { NewNewsRecord } from '../svc-news/src/news/news-model.js';
import type { NewsRepository } from '../svc-news/src/news/news-repository.js';
import { FILING_VERSION } from '../svc-news/src/search/search-index.js';

const VOCABULARY_SIZE = 20_000;
const TITLE_WORDS = 8;
const CONTENT_WORDS = 30;
const SEED_BATCH = 2000;
/** Articles sharing one story word. */
export const STORY_SIZE = 5;

/** A small deterministic generator (mulberry32), so every run searches the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu'.split(' ');

/** Distinct made-up words, most frequent first. */
export const VOCABULARY: string[] = (() => {
  const next = random(12);
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) {
    const length = 2 + Math.floor(next() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  }
  return [...words];
})();

/** Cumulative Zipf weights (s = 1) over the vocabulary's ranks. */
const CUMULATIVE = (() => {
  let sum = 0;
  return VOCABULARY.map((_, rank) => (sum += 1 / (rank + 1)));
})();

function zipfWord(next: () => number): string {
  const target = next() * CUMULATIVE.at(-1)!;
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return VOCABULARY[low]!;
}

/** Of one width, so that no story word begins another. */
export const storyWord = (article: number) => `story${Math.floor(article / STORY_SIZE).toString(36).padStart(4, '0')}`;

export function benchArticle(i: number, now: number): NewNewsRecord {
  const next = random(1000 + i);
  const words = (count: number) => Array.from({ length: count }, () => zipfWord(next)).join(' ');
  const category = CATEGORIES[i % CATEGORIES.length]!;
  return {
    title: `${words(TITLE_WORDS)} ${storyWord(i)}`,
    content: `${words(CONTENT_WORDS)}.`,
    image_url: null,
    source: `Search Bench ${i % 20}`,
    sourceUrl: `https://search-bench.example/${i}`,
    category,
    categories: [category],
    autoTags: [],
    publishedAt: new Date(now - ((i * 7919) % (30 * 86_400_000))),
    createdAt: new Date(now),
    impactScore: 5,
    summaryQualityScore: 0.5,
    needsReview: false,
    viralityScore: 0,
    viralitySeed: 0,
    credibilityScore: 0.8,
    recencyScore: 0.5,
    newsScore: (i * 13) % 100 / 10,
    politicalLeaningScore: 0,
    guidKey: `search-bench:${i}`,
    canonicalUrl: `https://search-bench.example/${i}`,
    clusterId: `search-bench-${i}`,
    summary: '',
    sentiment: 'neutral',
    sentimentScore: 0,
    personalities: [],
    sample: false,
    searchFiled: FILING_VERSION,
  };
}

/** Stores articles `from` … `from + count - 1` straight into `news` in large batches and files their words as the product does. */
export async function seedSearchArticles(connection: Connection, news: NewsRepository, from: number, count: number): Promise<void> {
  const collection = connection.db!.collection('news');
  const now = Date.now();
  const seedBatch = async (offset: number) => {
    const batch = Array.from({ length: Math.min(SEED_BATCH, count - offset) }, (_, k) => benchArticle(from + offset + k, now));
    const { insertedIds } = await collection.insertMany(batch, { ordered: false });
    await news.searchIndex.file(batch.map((article, k) => ({ ...article, _id: insertedIds[k]! })));
  };
  // Two batches in flight keep FerretDB's two cores busy (one marshals while SQLite writes).
  for (let offset = 0; offset < count; offset += 2 * SEED_BATCH) {
    await Promise.all([seedBatch(offset), offset + SEED_BATCH < count ? seedBatch(offset + SEED_BATCH) : undefined]);
  }
}

/**
 * What filing costs an article, alone on the engine: `count` articles stored as ingestion does
 * (NewsRepository.insertMany: the insert, filing the words, marking them filed) against the bare
 * insert of as many others. Answers milliseconds an article and terms an article.
 */
export async function measureFiling(connection: Connection, news: NewsRepository, from: number, count: number): Promise<{ bare: number; filed: number; terms: number }> {
  const now = Date.now();
  const articles = (start: number) => Array.from({ length: count }, (_, k) => benchArticle(start + k, now));
  const bareArticles = articles(from);
  let started = performance.now();
  await connection.db!.collection('news').insertMany(bareArticles.map((article) => ({ ...article })), { ordered: false });
  const bare = (performance.now() - started) / count;
  const before = await news.searchIndex.model.estimatedDocumentCount().exec();
  // The bare ones are filed too (not timed), so the corpus stays searchable as a whole.
  await news.searchIndex.file(await news.model.find({ guidKey: { $in: bareArticles.map((a) => a.guidKey) } }, { title: 1, content: 1, publishedAt: 1, sample: 1 }).lean().exec());
  const middle = await news.searchIndex.model.estimatedDocumentCount().exec();
  started = performance.now();
  await news.insertMany(articles(from + count));
  const filed = (performance.now() - started) / count;
  return { bare, filed, terms: (middle - before) / count };
}
