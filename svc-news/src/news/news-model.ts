import { Schema, type Types } from 'mongoose';
import type { NewsArticle } from '@tidings/contracts/news';

/**
 * A stored `news` document: every field of spec section 3 (scores numeric) plus what ingestion,
 * insights and the corpus add. `guidKey` and `canonicalUrl` are always set — FerretDB v1 has no
 * sparse or partial indexes, so a unique index must never see two missing values.
 */
export interface NewsRecord {
  _id: Types.ObjectId;
  title: string;
  content: string;
  contentHtml?: string;
  image_url: string | null;
  source: string;
  sourceId?: string;
  sourceUrl: string;
  category: string;
  categories: string[];
  autoTags: string[];
  publishedAt: Date;
  createdAt: Date;
  /** 0–10 (see ingestion/scores.ts). */
  impactScore: number;
  /** 0–1. */
  summaryQualityScore: number;
  needsReview: boolean;
  /** 0–10: max(viralitySeed, virality of the engagement counts). */
  viralityScore: number;
  /** A starting popularity (corpus) that engagement can only raise; 0 for ingested articles. */
  viralitySeed: number;
  /** 0–1. */
  credibilityScore: number;
  /** 0–1 at ingestion time; ranking recomputes recency from `publishedAt` at query time. */
  recencyScore: number;
  /** 0–10. */
  newsScore: number;
  /** −1 … 1. */
  politicalLeaningScore: number;
  guid?: string;
  /** `<sourceId>:<guid>`, `corpus:<key>` or `~url:<canonicalUrl>` when the feed gave no GUID. */
  guidKey: string;
  canonicalUrl: string;
  clusterId: string;
  titleHash?: string;
  summary: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  /** −1 … 1. */
  sentimentScore: number;
  /** The corpus author's tone; ingestion leaves it to the sentiment label. */
  tone?: string;
  /** People the article mentions (names), when known. */
  personalities: string[];
  /**
   * Its named entities (`person:…`, `place:…`, `organisation:…`; story/entities.ts), found once
   * when it is stored: the story view links a story's days by them, and extracting them is the
   * costly part (a few ms an article). Absent on rows stored before; the story view finds those.
   */
  entities?: string[];
  /** The corpus key (cover seed); absent for ingested articles. */
  key?: string;
  /**
   * A starter-corpus story, not a report of real events: clients label it, and list queries and
   * the feed leave it out once ingestion brings enough fresh news (see sample-gate.ts). Absent
   * (older rows of ingested articles) reads as false.
   */
  sample?: boolean;
  author?: string;
  /** Engagement counts behind viralityScore, recomputed by counting (never `$inc`). */
  engagement?: { views: number; reads: number; bookmarks: number; likes: number };
  /** When the stored counts' count began: a count that began earlier never replaces them. */
  engagementCountedAt?: Date;
  /** FILING_VERSION (search-index.ts) once its words are in the search index; 0 until then. */
  searchFiled?: number;
}

export type NewNewsRecord = Omit<NewsRecord, '_id'>;

const num = { type: Number, required: true, default: 0 };

export const newsSchema = new Schema<NewsRecord>(
  {
    title: { type: String, required: true },
    content: { type: String, required: true },
    contentHtml: String,
    image_url: { type: String, default: null },
    source: { type: String, required: true },
    sourceId: String,
    sourceUrl: { type: String, required: true },
    category: { type: String, required: true },
    categories: { type: [String], default: [] },
    autoTags: { type: [String], default: [] },
    publishedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    impactScore: num,
    summaryQualityScore: num,
    needsReview: { type: Boolean, default: false },
    viralityScore: num,
    viralitySeed: num,
    credibilityScore: num,
    recencyScore: num,
    newsScore: num,
    politicalLeaningScore: num,
    guid: String,
    guidKey: { type: String, required: true },
    canonicalUrl: { type: String, required: true },
    clusterId: { type: String, required: true },
    titleHash: String,
    summary: { type: String, default: '' },
    sentiment: { type: String, enum: ['positive', 'neutral', 'negative'], default: 'neutral' },
    sentimentScore: num,
    tone: String,
    personalities: { type: [String], default: [] },
    entities: { type: [String], default: undefined },
    key: String,
    sample: { type: Boolean, default: false },
    author: String,
    engagement: { type: { views: Number, reads: Number, bookmarks: Number, likes: Number }, _id: false, default: undefined },
    engagementCountedAt: Date,
    searchFiled: Number,
  },
  { collection: 'news', versionKey: false },
);
// GET /api/news, breaking news and the feed's recent window.
newsSchema.index({ publishedAt: -1 }, { name: 'publishedAt' });
// Search and the feed's per-interest candidates.
newsSchema.index({ category: 1, publishedAt: -1 }, { name: 'category_publishedAt' });
newsSchema.index({ categories: 1, publishedAt: -1 }, { name: 'categories_publishedAt' });
// Ingestion: dedupe by GUID, then by canonical URL; clustering looks at recently created ones.
newsSchema.index({ guidKey: 1 }, { unique: true, name: 'guidKey_unique' });
newsSchema.index({ canonicalUrl: 1 }, { unique: true, name: 'canonicalUrl_unique' });
newsSchema.index({ createdAt: -1 }, { name: 'createdAt' });
// The other outlets of a story (the reader's related list and sourceCount) for an article the
// feed's candidate pool does not hold.
newsSchema.index({ clusterId: 1, publishedAt: -1 }, { name: 'clusterId_publishedAt' });

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Only 24 hex digits can be an article id (mongoose's isValidObjectId also takes any 12 chars). */
export function isNewsId(id: string): boolean {
  return OBJECT_ID.test(id);
}

export type ClientFields = Pick<NewsRecord, '_id' | 'title' | 'content' | 'image_url' | 'publishedAt' | 'category' | 'source' | 'sourceUrl' | 'newsScore' | 'sample'>;
/** The projection that is enough for the client view. */
export const CLIENT_PROJECTION = { title: 1, content: 1, image_url: 1, publishedAt: 1, category: 1, source: 1, sourceUrl: 1, newsScore: 1, sample: 1 } as const;

export function toClientArticle(record: ClientFields): NewsArticle {
  return {
    id: record._id.toString(),
    title: record.title,
    content: record.content,
    image_url: record.image_url ?? null,
    publishedAt: record.publishedAt.toISOString(),
    category: record.category,
    source: record.source,
    sourceUrl: record.sourceUrl,
    sample: record.sample === true,
    newsScore: typeof record.newsScore === 'number' && Number.isFinite(record.newsScore) ? record.newsScore : 0,
  };
}
