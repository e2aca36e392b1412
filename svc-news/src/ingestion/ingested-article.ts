// Turns one parsed feed entry into the stored `news` shape (spec section 3) plus what ingestion
// itself needs later (dedupe keys, cluster, title hash) and the precomputed insights.
import type { Category } from '@tidings/contracts/catalogue';
import { analyzeSentiment, type Sentiment } from '../insights/sentiment.js';
import { summarize } from '../insights/summarize.js';
import { namedEntities } from '../story/entities.js';
import { dedupeKeys } from './canonical-url.js';
import { classify } from './classify.js';
import { assignCluster, type ClusterMember } from './cluster.js';
import type { FeedEntry } from './feed-types.js';
import { pickImage } from './image.js';
import { needsReview, sanitizeHtml, toPlainText } from './sanitize.js';
import { credibilityScore, impactScore, newsScore, politicalLeaningScore, recencyScore } from './scores.js';
import { fnv1a64, simhash, simhashToHex } from './simhash.js';
import type { NewsSource } from './sources.js';

export interface IngestedArticle {
  // Stored fields of spec section 3.
  title: string;
  /** Plain text, paragraphs separated by a blank line (cards clamp it; the reader shows it). */
  content: string;
  image_url: string | null;
  /** The outlet's display name. */
  source: string;
  /** The article's page, tracking parameters removed. */
  sourceUrl: string;
  category: Category;
  publishedAt: Date;
  createdAt: Date;
  impactScore: number;
  autoTags: string[];
  categories: string[];
  summaryQualityScore: number;
  needsReview: boolean;
  viralityScore: number;
  credibilityScore: number;
  recencyScore: number;
  newsScore: number;
  politicalLeaningScore: number;
  // Ingestion and insights.
  sourceId: string;
  /** The feed's own GUID, as given. */
  guid?: string;
  /** `<sourceId>:<guid>`: the unique key GUID dedupe uses. */
  guidKey?: string;
  canonicalUrl: string;
  clusterId: string;
  /** 64-bit title SimHash as 16 hex digits, to rebuild `ClusterMember`s from storage. */
  titleHash: string;
  /** Sanitised HTML of the content, for a richer reader later. */
  contentHtml: string;
  summary: string;
  sentiment: Sentiment;
  author?: string;
  /** Named entities (story/entities.ts), found once here rather than by every instance's story view. */
  entities: string[];
}

/** Feeds dated more than this in the future get "now": a wrong clock must not pin them on top. */
const MAX_FUTURE_SKEW_MS = 15 * 60_000;

export interface NormaliseContext {
  now: Date;
  /** Recent stories from every source, for clustering; updated by the caller after each insert. */
  recentClusters: readonly ClusterMember[];
}

export function normaliseEntry(entry: FeedEntry, source: NewsSource, context: NormaliseContext): IngestedArticle {
  const { now } = context;
  const keys = dedupeKeys(source.id, entry.guid, entry.url);
  const contentHtml = sanitizeHtml(entry.contentHtml, { baseUrl: entry.url });
  let content = toPlainText(contentHtml);
  const summarySource = entry.summaryHtml ? toPlainText(sanitizeHtml(entry.summaryHtml, { baseUrl: entry.url })) : '';
  if (!content) content = summarySource;
  const title = toPlainText(entry.title).replace(/\s+/g, ' ') || summarySource.slice(0, 120);

  const published = entry.publishedAt && entry.publishedAt.getTime() <= now.getTime() + MAX_FUTURE_SKEW_MS ? entry.publishedAt : now;
  const classification = classify({ title, text: content, feedCategories: entry.categories, defaultCategory: source.defaultCategory });
  const hash = simhash(title);
  const clusterId = assignCluster(hash, source.id, context.recentClusters, () => `c-${simhashToHex(fnv1a64(keys.urlKey))}`);
  const clusterSources = new Set(context.recentClusters.filter((m) => m.clusterId === clusterId).map((m) => m.source));
  clusterSources.add(source.id);

  const extractive = summarize(title, content);
  const review = needsReview({ title, text: content, html: contentHtml });
  const impact = impactScore({ clusterSize: clusterSources.size, category: classification.category, wordCount: content.split(/\s+/).filter(Boolean).length });
  const credibility = credibilityScore(source.credibility);
  const virality = 0;
  return {
    title,
    content,
    image_url: pickImage(entry.imageCandidates, entry.contentHtml, entry.url) ?? null,
    source: source.name,
    sourceUrl: keys.urlKey,
    category: classification.category,
    publishedAt: published,
    createdAt: now,
    impactScore: impact,
    autoTags: classification.autoTags,
    categories: classification.categories,
    summaryQualityScore: extractive.summaryQualityScore,
    needsReview: review,
    viralityScore: virality,
    credibilityScore: credibility,
    recencyScore: recencyScore(published, now),
    newsScore: newsScore({ impactScore: impact, credibilityScore: credibility, viralityScore: virality, needsReview: review }),
    politicalLeaningScore: politicalLeaningScore(source.politicalLeaning),
    sourceId: source.id,
    guid: entry.guid,
    guidKey: keys.guidKey,
    canonicalUrl: keys.urlKey,
    clusterId,
    titleHash: simhashToHex(hash),
    contentHtml,
    summary: extractive.summary,
    sentiment: analyzeSentiment(title, content),
    author: entry.author,
    entities: [...namedEntities(title, content)],
  };
}
