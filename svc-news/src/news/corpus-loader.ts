import { Schema, type Connection, type Model } from 'mongoose';
import { ensureCollection, isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { namedEntities } from '../story/entities.js';
import { buildCorpus, type CorpusNewsRecord } from '../corpus/load-corpus.js';
import { readCorpus } from '../corpus/read-corpus.js';
import { newsScore } from '../ingestion/scores.js';
import { analyzeSentiment } from '../insights/sentiment.js';
import { summarize } from '../insights/summarize.js';
import type { NewNewsRecord } from './news-model.js';
import type { NewsRepository } from './news-repository.js';

const MARKER_ID = 'starter-corpus';

interface CorpusMarker {
  _id: string;
  state: 'loading' | 'done';
  at: Date;
  inserted?: number;
}

const markerSchema = new Schema<CorpusMarker>(
  { _id: { type: String, required: true }, state: { type: String, required: true }, at: { type: Date, required: true }, inserted: Number },
  { collection: 'corpus_loads', versionKey: false },
);

/**
 * One corpus article as a stored record, insights computed here. The corpus keeps impact and
 * virality in 0–1; they are moved to the 0–10 scale of ingestion/scores.ts and newsScore
 * recomputed with the same formula, so engagement later recomputes every article alike.
 */
export function corpusToNewsRecord(record: CorpusNewsRecord): NewNewsRecord {
  const extractive = summarize(record.title, record.content);
  const sentiment = analyzeSentiment(record.title, record.content);
  const impactScore = Math.round(record.impactScore * 1000) / 100;
  const viralitySeed = Math.round(record.viralityScore * 1000) / 100;
  const { key, tone, personalities, clusterId, ...stored } = record;
  return {
    ...stored,
    impactScore,
    viralityScore: viralitySeed,
    viralitySeed,
    newsScore: newsScore({ impactScore, credibilityScore: record.credibilityScore, viralityScore: viralitySeed, needsReview: record.needsReview }),
    summary: extractive.summary,
    summaryQualityScore: extractive.summaryQualityScore,
    sentiment: sentiment.label,
    sentimentScore: sentiment.score,
    guidKey: `corpus:${key}`,
    canonicalUrl: record.sourceUrl,
    clusterId,
    key,
    tone,
    personalities,
    entities: [...namedEntities(record.title, record.content)],
    sample: true,
  };
}

export interface CorpusLoadResult {
  loaded: boolean;
  inserted: number;
}

/**
 * Loads the starter corpus when the news collection is empty and no earlier load finished.
 * Race-safe without transactions: each article has a unique guidKey (`corpus:<key>`), so two
 * instances loading at once insert every article once; the marker makes a restart skip the load,
 * while a load that crashed half-way (marker still `loading`) is finished by the next start.
 * Corpus files are read at start only, never kept in memory.
 */
export async function loadStarterCorpus(connection: Connection, news: NewsRepository, now = new Date()): Promise<CorpusLoadResult> {
  const markers = (connection.models.CorpusMarker as Model<CorpusMarker> | undefined) ?? connection.model<CorpusMarker>('CorpusMarker', markerSchema);
  await ensureCollection(markers);
  const marker = await markers.findById(MARKER_ID).lean<CorpusMarker>().exec();
  if (marker?.state === 'done' || (!marker && !(await news.isEmpty()))) return { loaded: false, inserted: 0 };
  if (!marker) {
    try {
      await markers.create({ _id: MARKER_ID, state: 'loading', at: now });
    } catch (error) {
      // Another instance started first; loading alongside it is harmless (unique guidKeys).
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  const records = buildCorpus(now, await readCorpus()).map(corpusToNewsRecord);
  const inserted = await news.insertMany(records);
  await markers.updateOne({ _id: MARKER_ID }, { $set: { state: 'done', at: new Date(), inserted } }).exec();
  return { loaded: true, inserted };
}
